import { describe, expect, it } from 'vitest';
import {
  bold,
  bullets,
  heading,
  paragraph,
  readingMinutes,
  steps,
  toPlainText,
} from './rich-text.ts';

describe('rich text', () => {
  it('flattens headings, bold runs and list items to plain lines', () => {
    const rich = [
      heading('Title'),
      paragraph('Call ', bold('911'), ' first.'),
      bullets('one', ['two ', bold('bold')]),
      steps('first'),
    ];
    expect(toPlainText(rich)).toBe('Title\nCall 911 first.\none\ntwo bold\nfirst');
  });

  it('counts reading time at 200 words a minute, at least one minute', () => {
    expect(readingMinutes([paragraph('short')])).toBe(1);
    expect(readingMinutes([paragraph(Array.from({ length: 1000 }, () => 'word').join(' '))])).toBe(
      5,
    );
  });
});
