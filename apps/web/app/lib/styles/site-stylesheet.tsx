import stylesheetHref from '../../app.css?url';

/**
 * The site's one stylesheet, as a file the browser keeps for every later page (9 KB in brotli,
 * precompressed at build time). `precedence` makes React write it first in the head, ahead of the
 * script preloads, so it is the first thing the browser asks for after the document.
 *
 * It was inlined into every document for a while, when 40-odd module preloads came before it and
 * made it wait on a slow connection. With seven preloads behind it, the file measures as well or
 * better on Lighthouse's phone, and each document is 8–9 KB smaller in brotli (docs/performance.md).
 */
export function SiteStylesheet() {
  return <link rel="stylesheet" href={stylesheetHref} precedence="default" />;
}
