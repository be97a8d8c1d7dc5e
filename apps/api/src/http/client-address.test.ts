import { describe, expect, it } from 'vitest';
import { addressLimitKey, mailboxLimitKey } from './client-address.ts';

describe('addressLimitKey', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6 ones', () => {
    expect(addressLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64', () => {
    expect(addressLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('mailboxLimitKey', () => {
  it('folds case and drops a +tag', () => {
    expect(mailboxLimitKey('Ann.Lee+Lawyers@Example.CA')).toBe('ann.lee@example.ca');
    expect(mailboxLimitKey('ann.lee+2@example.ca')).toBe('ann.lee@example.ca');
  });

  it('drops the dots Gmail ignores, at Gmail only', () => {
    expect(mailboxLimitKey('A.n.N+x@googlemail.com')).toBe('ann@gmail.com');
    expect(mailboxLimitKey('a.nn@example.com')).toBe('a.nn@example.com');
  });

  it('leaves a leading plus alone (it is the whole local part)', () => {
    expect(mailboxLimitKey('+1@example.com')).toBe('+1@example.com');
  });
});
