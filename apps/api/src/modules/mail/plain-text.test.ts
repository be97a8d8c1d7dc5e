import { describe, expect, it } from 'vitest';
import { oneLine, paragraphs, quoted } from './plain-text.ts';

describe('oneLine', () => {
  it('turns every kind of line break into a space, so no header can be injected', () => {
    expect(oneLine('Jane\r\nBcc: x@example.com\rA\nB\u2028C\u0085D')).toBe(
      'Jane Bcc: x@example.com A B C D',
    );
  });

  it('drops control and bidirectional formatting characters, and shortens', () => {
    expect(oneLine('a\u0000b\u202ec\u200bd\u0007')).toBe('abcd');
    expect(oneLine('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('paragraphs and quoted', () => {
  it('keeps line breaks (as \\n) and quotes every line, blank ones included', () => {
    expect(paragraphs('one\r\ntwo\u0000\rthree')).toBe('one\ntwo\nthree');
    expect(quoted('Hello,\r\n\r\nFrom: the lawyer\u202e')).toBe('> Hello,\n>\n> From: the lawyer');
  });
});
