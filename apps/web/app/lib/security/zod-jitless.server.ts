/**
 * The site's policy allows no `eval` (`script-src` with a nonce, no 'unsafe-eval'). Zod 4 compiles a
 * fast object parser with `new Function`, and probes whether it may when an object schema is built:
 * the probe is caught, but the browser still records a Content Security Policy violation (a
 * `securitypolicyviolation` event, DevTools' Issues, Lighthouse's best practices) on every page that
 * loads a form's schemas. Its `jitless` setting skips the probe and the compiled path (the
 * interpreted one gives the same results).
 *
 * It must be set before the first schema is built, and schemas are built as their modules are
 * evaluated, before any module of ours could call `config()` (the route modules import them). So a
 * classic inline script, which runs while the document is parsed, before any module (module scripts
 * wait for the end of the document), sets it where every copy of Zod reads its settings
 * (`globalThis.__zod_globalConfig`, which Zod itself creates only when absent). React writes it
 * with the page's shell (`bootstrapScriptContent` in entry.server.tsx, with the CSP nonce), so no
 * bundle carries its text. Importing `config` instead would also have put the API client's chunk,
 * where the bundler placed Zod's core, into every page's first load. The site-wide policy test
 * (e2e/security.spec.ts) fails if a Zod upgrade ever stops reading it.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';
