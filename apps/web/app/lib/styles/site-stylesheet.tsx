import { createContext, useContext } from 'react';
import stylesheetHref from '../../app.css?url';

/** The built stylesheet's text, given by the server entry; null in the browser. */
export const InlineStylesheetContext = createContext<string | null>(null);

const STYLE_ID = 'site-stylesheet';

/**
 * The site's one stylesheet. In production it is inlined into the document's head: a separate
 * render-blocking request waited behind the page's module preloads on slow connections and delayed
 * the first paint by a round trip or more (docs/performance.md). The browser never downloads the text
 * as JavaScript: on hydration (or a later remount) the element keeps the text it already has.
 */
export function SiteStylesheet() {
  const serverText = useContext(InlineStylesheetContext);
  if (!import.meta.env.PROD) return <link rel="stylesheet" href={stylesheetHref} />;
  const text =
    serverText ??
    (typeof document === 'undefined' ? '' : (document.getElementById(STYLE_ID)?.textContent ?? ''));
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: text }} />;
}

export { stylesheetHref };
