import { readFile } from 'node:fs/promises';

const texts = new Map<string, Promise<string>>();

/**
 * The text of a stylesheet of the client build, read once. The server build (build/server/index.js)
 * sits beside the client build (build/client), whose files never change while the server runs.
 */
export function readBuiltStylesheet(href: string): Promise<string> {
  let text = texts.get(href);
  if (!text) {
    text = readFile(new URL(`../client${href}`, import.meta.url), 'utf8');
    texts.set(href, text);
    text.catch(() => texts.delete(href));
  }
  return text;
}
