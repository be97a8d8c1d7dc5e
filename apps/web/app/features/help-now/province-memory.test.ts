import { describe, expect, it } from 'vitest';
import {
  REMEMBERED_PROVINCE_KEY,
  preselectedProvince,
  provinceOfTimeZone,
  rememberedProvince,
  rememberProvince,
} from './province-memory.ts';

/** A device's storage, as small as the page needs. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** Storage that refuses every use, as Safari's private mode or a full quota does. */
const refusing = {
  getItem: (): string | null => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: (): void => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('the province a visitor chose last', () => {
  it('is kept on the device under one key, and read back', () => {
    const storage = memoryStorage();
    expect(rememberedProvince(storage)).toBeNull();
    rememberProvince('MB', storage);
    expect(storage.items.get(REMEMBERED_PROVINCE_KEY)).toBe('MB');
    expect(rememberedProvince(storage)).toBe('MB');
    rememberProvince('QC', storage);
    expect(rememberedProvince(storage)).toBe('QC');
  });

  it('ignores anything stored there that is not a province code', () => {
    for (const value of ['', 'XX', 'mb', 'MB ', 'Manitoba', '\u0000', 'x'.repeat(10_000)]) {
      expect(rememberedProvince(memoryStorage({ [REMEMBERED_PROVINCE_KEY]: value })), value).toBe(
        null,
      );
    }
  });

  it('is simply forgotten where the device has no storage or refuses it', () => {
    expect(rememberedProvince(null)).toBeNull();
    expect(() => rememberProvince('MB', null)).not.toThrow();
    expect(rememberedProvince(refusing)).toBeNull();
    expect(() => rememberProvince('MB', refusing)).not.toThrow();
  });
});

describe('the province of the browser’s time zone', () => {
  it('names the province of a zone only one province keeps', () => {
    expect(provinceOfTimeZone('America/Winnipeg', 'en')).toBe('MB');
    expect(provinceOfTimeZone('America/Winnipeg', 'fr')).toBe('MB');
    expect(provinceOfTimeZone('America/Regina', 'en')).toBe('SK');
    expect(provinceOfTimeZone('America/St_Johns', 'en')).toBe('NL');
    expect(provinceOfTimeZone('America/Montreal', 'en')).toBe('QC');
    expect(provinceOfTimeZone('America/Iqaluit', 'fr')).toBe('NU');
  });

  it('opens Eastern time on Ontario in English and on Quebec in French', () => {
    expect(provinceOfTimeZone('America/Toronto', 'en')).toBe('ON');
    expect(provinceOfTimeZone('America/Toronto', 'fr')).toBe('QC');
    // Nova Scotia and Prince Edward Island share Atlantic time: the more populous first.
    expect(provinceOfTimeZone('America/Halifax', 'fr')).toBe('NS');
  });

  it('preselects nothing outside Canada or without a zone', () => {
    for (const zone of ['UTC', 'Europe/Paris', 'America/New_York', '', undefined]) {
      expect(provinceOfTimeZone(zone, 'en'), String(zone)).toBeNull();
    }
  });
});

describe('preselectedProvince', () => {
  it('takes the visitor’s last choice before their time zone', () => {
    expect(
      preselectedProvince({ remembered: 'NL', timeZone: 'America/Winnipeg', locale: 'en' }),
    ).toBe('NL');
    expect(
      preselectedProvince({ remembered: null, timeZone: 'America/Winnipeg', locale: 'en' }),
    ).toBe('MB');
    expect(preselectedProvince({ remembered: null, timeZone: 'UTC', locale: 'fr' })).toBeNull();
  });
});
