/**
 * Neutralising what a visitor typed before it goes into a plain-text e-mail. Nodemailer encodes
 * headers, but we do not rely on it alone: a subject or a name never carries a line break (header
 * injection), and no text carries control characters or bidirectional overrides (which can make a
 * message read differently from what it says).
 */

// Line breaks of every kind, then other controls (tab aside), then bidi and zero-width controls.
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
const CONTROLS = /(?![\n\t])\p{Cc}/gu;
const INVISIBLE_FORMATTING = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** One line, for subjects, names and header values: breaks and tabs become spaces. */
export function oneLine(text: string, maxLength = 200): string {
  const line = text
    .replace(LINE_BREAKS, ' ')
    .replace(/\t/g, ' ')
    .replace(CONTROLS, '')
    .replace(INVISIBLE_FORMATTING, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}

/** Paragraphs, for message bodies: line breaks normalised to `\n`, other controls dropped. */
export function paragraphs(text: string): string {
  return text
    .replace(LINE_BREAKS, '\n')
    .replace(CONTROLS, '')
    .replace(INVISIBLE_FORMATTING, '')
    .trim();
}

/**
 * A visitor's message as a quotation: every line starts with "> ", so nothing typed can pass for
 * a line of our own (a fake "Reply to:" or signature).
 */
export function quoted(text: string): string {
  return paragraphs(text)
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}
