import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineFrench, defineMessages, languageOf, localizeMessage } from './i18n.ts';
import { localizeIssue, zodErrorMap } from './zod-i18n.ts';
import { msg } from './messages.ts';

describe('messages in two languages', () => {
  it('gives a message its French by its English, and anything unknown as it is', () => {
    const english = msg('message.min', { min: 10 });
    expect(english).toBe('Message must be at least 10 characters');
    expect(localizeMessage(english, 'fr')).toBe('Le message doit compter au moins 10 caractères.');
    expect(localizeMessage(english, 'en')).toBe(english);
    expect(localizeMessage('Something nobody wrote down', 'fr')).toBe(
      'Something nobody wrote down',
    );
  });

  it('writes numbers the way each language does', () => {
    const { msg: m, translate } = defineMessages({
      'test.max': { en: 'At most {max} characters', fr: 'Au plus {max} caractères.' },
    });
    expect(m('test.max', { max: 5000 })).toBe('At most 5000 characters');
    expect(translate('fr', 'test.max', { max: 5000 })).toBe('Au plus 5\u00a0000 caractères.');
    expect(localizeMessage('At most 5000 characters', 'fr')).toBe('Au plus 5\u00a0000 caractères.');
  });

  it('refuses a message without its value, and one English text with two French texts', () => {
    const { msg: m } = defineMessages({
      'test.min': { en: 'At least {min}', fr: 'Au moins {min}.' },
      'test.other': { en: 'Some text', fr: 'Un texte.' },
    });
    expect(() => m('test.min')).toThrow(/needs a value for \{min\}/);
    m('test.other');
    expect(() => defineFrench({ 'Some text': 'Un autre texte.' })).toThrow(/two French texts/);
  });

  it('reads French from any French tag and English from anything else', () => {
    expect(languageOf('fr')).toBe('fr');
    expect(languageOf('fr-CA')).toBe('fr');
    expect(languageOf('FR-fr')).toBe('fr');
    expect(languageOf('en-CA')).toBe('en');
    expect(languageOf('de')).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('puts zod’s own messages in French where a schema has none of its own', () => {
    const schema = z.object({ honeypot: z.string().max(3) });
    const during = schema.safeParse({ honeypot: 'abcdef' }, { error: zodErrorMap('fr') });
    expect(during.error?.issues[0]?.message).toMatch(/^Trop grand/);
    // After the parse (the API's answer): zod's English becomes zod's French...
    const after = schema.safeParse({ honeypot: 'abcdef' });
    const issue = after.error!.issues[0]!;
    expect(issue.message).toMatch(/^Too big/);
    expect(localizeIssue(issue, 'fr')).toMatch(/^Trop grand/);
    expect(localizeIssue(issue, 'en')).toBe(issue.message);
    // ...but a schema's own English without French is never replaced by zod's generic text.
    const own = z.string().min(5, 'Our own words').safeParse('a').error!.issues[0]!;
    expect(localizeIssue(own, 'fr')).toBe('Our own words');
  });
});
