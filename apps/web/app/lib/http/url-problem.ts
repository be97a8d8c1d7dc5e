/** `true` when the text has a NUL or another C0 control character (tab, CR and LF aside). */
function hasControlCharacter(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- the point is to find them
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(value);
}

export type UrlProblem = 'encoding' | 'control';

/**
 * What is wrong with a request target, if anything: a percent-encoding that does not decode to
 * UTF-8 (`%C0%AE`, `%E0%A4%A`) or a control character such as NUL once decoded. Both are refused
 * before they reach a page or the API (PostgreSQL refuses NUL in text).
 */
export function urlProblem(target: string): UrlProblem | null {
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? '' : target.slice(queryStart + 1);
  const parts = [path, ...query.split('&').map((pair) => pair.replaceAll('+', ' '))];
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return 'encoding';
    }
    if (hasControlCharacter(decoded)) return 'control';
  }
  return null;
}
