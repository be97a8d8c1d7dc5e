import { describe, expect, it } from 'vitest';
import { loadT } from '../../i18n/i18n.ts';
import { distanceFigure, formatCardPhone, formatProfilePhone, phoneHref } from './format.ts';

describe('formatCardPhone', () => {
  it('formats ten digits as (###) ###-####', () => {
    expect(formatCardPhone('4165550123')).toBe('(416) 555-0123');
    expect(formatCardPhone('416-555-0123')).toBe('(416) 555-0123');
    expect(formatCardPhone('+1 416 555 0123')).toBe('(416) 555-0123');
  });

  it('keeps anything else as given', () => {
    expect(formatCardPhone('555-0123')).toBe('555-0123');
    expect(formatCardPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('formatProfilePhone', () => {
  it('formats ten digits as +1 (xxx) xxx-xxxx', () => {
    expect(formatProfilePhone('6045550188')).toBe('+1 (604) 555-0188');
  });

  it('keeps anything else as given', () => {
    expect(formatProfilePhone('12345')).toBe('12345');
  });
});

describe('phoneHref', () => {
  it('dials the full North American number', () => {
    expect(phoneHref('(604) 555-0188')).toBe('tel:+16045550188');
  });
});

describe('distanceFigure', async () => {
  const [en, fr] = await Promise.all([loadT('en'), loadT('fr')]);

  it('writes one decimal in the page’s language', () => {
    expect(distanceFigure(en, 12.44)).toBe('12.4');
    expect(distanceFigure(fr, 12.44)).toBe('12,4');
    expect(distanceFigure(en, 1)).toBe('1');
  });

  it('says under 1 km rather than 0 km: a lawyer in the searched city', () => {
    expect(distanceFigure(en, 0)).toBe('< 1');
    expect(distanceFigure(en, 0.6)).toBe('< 1');
    expect(distanceFigure(fr, 0)).toBe('moins de 1');
  });
});
