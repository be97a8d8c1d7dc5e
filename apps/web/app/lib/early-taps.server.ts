import { USE_EVENTS } from './deferred.ts';

/**
 * The document's part of `early-taps.ts`: notes, in order, the names of the `data-early-tap`
 * elements tapped, and the last value chosen in each marked `<select>`, until the page has hydrated
 * (`window.__cldTapsDone`), then stops listening; and notes that the page was used at all
 * (`window.__cldUsed`, at the first of the events that `afterFirstUse` waits for). React writes it
 * with the page's shell (`bootstrapScriptContent`, with the CSP nonce), so it runs as the buttons
 * arrive, before any module script; the browser never downloads it as part of a bundle.
 */
export const EARLY_TAPS_SCRIPT =
  "(function(w,d){var q=w.__cldTaps=[],c=w.__cldChanges={};function off(){d.removeEventListener('click',on,true);d.removeEventListener('change',ch,true)}function on(e){if(w.__cldTapsDone)return off();var t=e.target instanceof Element&&e.target.closest('[data-early-tap]');if(t)q.push(t.getAttribute('data-early-tap'))}function ch(e){if(w.__cldTapsDone)return off();var t=e.target;if(t instanceof HTMLSelectElement&&t.hasAttribute('data-early-tap'))c[t.getAttribute('data-early-tap')]=t.value}d.addEventListener('click',on,true);d.addEventListener('change',ch,true);" +
  `var u=${JSON.stringify(USE_EVENTS)};` +
  'function used(){w.__cldUsed=true;u.forEach(function(n){w.removeEventListener(n,used,true)})}' +
  'u.forEach(function(n){w.addEventListener(n,used,{capture:true,passive:true})})' +
  '})(window,document)';
