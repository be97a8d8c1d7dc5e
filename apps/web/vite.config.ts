import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * React, React Router and TanStack Query as one chunk: every page loads all of them, and split
 * into a dozen small chunks they cost more (each file's imports and exports, gzip's restart per
 * file). Only what a first load needs: the hooks that pages use after an interaction stay apart.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/;
const NOT_ON_FIRST_LOAD =
  /[\\/](useMutation|mutationObserver|useMutationState|useIsMutating|useInfiniteQuery|infiniteQueryObserver|infiniteQueryBehavior|useQueries|queriesObserver|useSuspense\w*|usePrefetch\w*|streamedQuery)\./;

/**
 * The ui package's components that public pages show, and what they are built on, as one chunk too
 * (a dozen files of under 1 KB each otherwise). Dialogs, menus, drawers and toasts stay apart: they
 * load on interaction.
 */
const UI_ON_FIRST_LOAD =
  /[\\/](packages[\\/]ui[\\/]src[\\/](button|label|input|select|card|link|skeleton|badge|avatar|pagination|field|icons|cn|slot|toast-store)\.tsx?|node_modules[\\/]clsx[\\/])/;

/**
 * The site frame's own small modules, on every page (the consent banner only loads for its
 * visitors), and the small modules the public pages share (provinces, regulators, a lawyer's card,
 * formats, structured data): apart, each was a script request of under 1 KB on browse, a profile
 * and a landing page, and requests, not bytes, were what kept their first paint late. The reference
 * package (codes, sorts, limits: a few hundred bytes) belongs here too: the API client's chunk
 * imports it through the contract, and left to the bundler it went there, taking zod onto browse.
 */
const SHELL =
  /[\\/](apps[\\/]web[\\/]app[\\/](features[\\/](auth[\\/](current-user|header-account)|consent[\\/](consent-context|consent-choices|third-party)|ads[\\/]site-ad-slot|layout[\\/]navigation|not-found[\\/](screens|error-kinds)|reference[\\/](queries|use-reference)|lawyers[\\/](queries|format|lawyer-card|verification-note))|i18n[\\/]language-names|lib[\\/](deferred|early-taps|seo[\\/]meta|analytics[\\/]events|api[\\/](api|api-error)|query[\\/](query-client|cache-times)|places[\\/]place-paths))|packages[\\/]content[\\/]src[\\/](practice-areas|provinces)|packages[\\/]reference[\\/]src[\\/](?!site-paths|french-slugs)[\w-]+)\.tsx?$/;

/** The page's schema.org data (`lib/seo/structured-data.ts`) and what it alone imports. */
const STRUCTURED_DATA = /[\\/]apps[\\/]web[\\/]app[\\/]lib[\\/]seo[\\/]structured-data\.ts$/;

/**
 * The typed API client and the reading of a failed answer, one chunk that no first load fetches
 * (`app/lib/api/api.ts` imports it on the first call). Forms read their validation issues with the
 * same code and load it with themselves: a form is about to call the API anyway. Apart, the reader
 * was one more file every page lists among the client's dependencies.
 */
const API_CLIENT = /[\\/]apps[\\/]web[\\/]app[\\/]lib[\\/]api[\\/](client|failure)\.ts$/;

/**
 * The small modules every content page (guides, resources, FAQ, news, blog, about, policies) shows
 * around its text: the page frame, its meta, the reviewed-on note, icons beside details, external
 * links, dates, bullet lists and rich text. Apart they were eight to ten scripts of 0.05–0.9 KB,
 * each with its own imports and exports, and the French guide pages went over the budget by them.
 */
const CONTENT_FRAME =
  /[\\/](apps[\\/]web[\\/]app[\\/]features[\\/]content[\\/]shared[\\/](content-page|content-meta|reviewed-note|icon-detail|external-link|format-date|bullet-list|rich-text)|packages[\\/]content[\\/]src[\\/]content-types)\.tsx?$/;

/**
 * What browse's first load needs beside its own route: the address's filters, distances, and the
 * chips of what a search understood (the site search shows the chips too). Apart they were four
 * scripts on browse, because the filter panel, the sheet and the site search each import some.
 */
const LAWYER_SEARCH =
  /[\\/]apps[\\/]web[\\/]app[\\/]features[\\/](browse[\\/](browse-params|distance)|lawyers[\\/](search-chips|understood))\.tsx?$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id: string) => FRAMEWORK.test(id) && !NOT_ON_FIRST_LOAD.test(id),
            },
            { name: 'ui', test: UI_ON_FIRST_LOAD },
            { name: 'shell', test: SHELL },
            // Schema.org data: the home page, profiles, landing and content pages write it; browse
            // and site search do not, and in the shell it was 0.9 KB of their first load. Before
            // `content-frame`, which would take it in with the content meta that imports it.
            { name: 'structured-data', test: STRUCTURED_DATA },
            { name: 'client', test: API_CLIENT },
            { name: 'content-frame', test: CONTENT_FRAME },
            // Before the next group, which would take it in with what imports it (Rolldown's groups
            // include their dependencies): the profile needs it, not the rest of that group.
            { name: 'elision', test: /[\\/]apps[\\/]web[\\/]app[\\/]i18n[\\/]elision\.ts$/ },
            { name: 'lawyer-search', test: LAWYER_SEARCH },
          ],
        },
      },
    },
  },
  server: {
    // The API's embedded database writes into data/ folders; reloading on those writes is noise.
    watch: { ignored: ['**/data/**', '**/build/**'] },
  },
});
