/**
 * The document's part of `early-taps.ts`: notes, in order, the names of the `data-early-tap`
 * elements tapped until the page has hydrated (`window.__cldTapsDone`), then stops listening. React
 * writes it with the page's shell (`bootstrapScriptContent`, with the CSP nonce), so it runs as the
 * buttons arrive, before any module script; the browser never downloads it as part of a bundle.
 */
export const EARLY_TAPS_SCRIPT =
  "(function(w,d){var q=w.__cldTaps=[];d.addEventListener('click',function on(e){if(w.__cldTapsDone){d.removeEventListener('click',on,true);return}var t=e.target instanceof Element&&e.target.closest('[data-early-tap]');if(t)q.push(t.getAttribute('data-early-tap'))},true)})(window,document)";
