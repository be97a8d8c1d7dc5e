/**
 * Messages in two languages (decision 029). A schema's message is its English text, written with
 * `msg(key, values)` from a table that gives every key its English and French text; the French is
 * looked up from the English where the message is shown (`localizeMessage`), with the page's
 * language in the web app and the request's `Accept-Language` on the API. The schemas exist once.
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A message's English and French text; `{name}` is a value given with the key. */
export interface Texts {
  en: string;
  fr: string;
}

export type MessageValues = Readonly<Record<string, string | number>>;

/** English text → French text, of every message a table has made. */
const FRENCH = new Map<string, string>();

let frenchNumber: Intl.NumberFormat | undefined;

/**
 * The text with its values: a number stays as the English messages always wrote it (`10000`) and
 * is grouped the French way in French (`10 000`, with a no-break space).
 */
function format(template: string, language: Language, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Message "${template}" needs a value for {${name}}`);
    return typeof value === 'number' && language === 'fr'
      ? (frenchNumber ??= new Intl.NumberFormat('fr-CA')).format(value)
      : String(value);
  });
}

function register(english: string, french: string) {
  const known = FRENCH.get(english);
  if (known !== undefined && known !== french) {
    throw new Error(`"${english}" has two French texts: "${known}" and "${french}"`);
  }
  FRENCH.set(english, french);
}

/**
 * A table of messages. `msg(key, values)` is the English text, and makes its French known to
 * `localizeMessage`: call it where a schema is defined (values fixed when the module loads), never
 * with a visitor's input, which would grow the table without end. `translate` gives a message in
 * one language without remembering it, for text built at run time.
 */
export function defineMessages<const K extends string>(table: Record<K, Texts>) {
  return {
    msg(key: K, values?: MessageValues): string {
      const english = format(table[key].en, 'en', values);
      register(english, format(table[key].fr, 'fr', values));
      return english;
    },
    translate(language: Language, key: K, values?: MessageValues): string {
      return format(table[key][language], language, values);
    },
  };
}

/**
 * Messages whose English is already written out where they are used (the API's own answers),
 * given their French by their English text. Texts with values belong in `defineMessages`.
 */
export function defineFrench(table: Readonly<Record<string, string>>): void {
  for (const [english, french] of Object.entries(table)) register(english, french);
}

/** `'fr'` for French (`fr`, `fr-CA`, `fr-FR`…), `'en'` for anything else. */
export function languageOf(tag: string | undefined | null): Language {
  return tag?.trim().toLowerCase().split('-')[0] === 'fr' ? 'fr' : 'en';
}

/** A message in `language`: its French when a table knows it, else as it is (English). */
export function localizeMessage(message: string, language: Language): string {
  return language === 'fr' ? (FRENCH.get(message) ?? message) : message;
}
