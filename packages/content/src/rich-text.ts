/**
 * A small structured rich-text type for FAQ answers, blog bodies and policy sections: paragraphs,
 * headings and lists whose text may carry bold runs. Pages render it to elements; nothing here is
 * HTML, so content can never inject markup.
 */
export type Inline = string | { bold: string };

export type RichBlock =
  | { kind: 'paragraph'; text: readonly Inline[] }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; ordered: boolean; items: readonly (readonly Inline[])[] };

export type RichText = readonly RichBlock[];

const WORDS_PER_MINUTE = 200;

export function bold(text: string): Inline {
  return { bold: text };
}

export function paragraph(...text: Inline[]): RichBlock {
  return { kind: 'paragraph', text };
}

export function heading(text: string): RichBlock {
  return { kind: 'heading', text };
}

/** A bullet list; an item given as an array mixes plain and bold runs. */
export function bullets(...items: (Inline | Inline[])[]): RichBlock {
  return { kind: 'list', ordered: false, items: items.map((i) => (Array.isArray(i) ? i : [i])) };
}

export function steps(...items: (Inline | Inline[])[]): RichBlock {
  return { kind: 'list', ordered: true, items: items.map((i) => (Array.isArray(i) ? i : [i])) };
}

function inlineText(runs: readonly Inline[]): string {
  return runs.map((run) => (typeof run === 'string' ? run : run.bold)).join('');
}

/** The text without formatting, one block a line: for search, excerpts and reading time. */
export function toPlainText(rich: RichText): string {
  return rich
    .map((block) => {
      if (block.kind === 'heading') return block.text;
      if (block.kind === 'paragraph') return inlineText(block.text);
      return block.items.map(inlineText).join('\n');
    })
    .join('\n');
}

/** Minutes to read at an adult's average silent-reading pace, never less than one. */
export function readingMinutes(rich: RichText): number {
  const words = toPlainText(rich).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
