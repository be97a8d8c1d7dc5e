// The web app's feature boundaries as lint rules (decision 023). Read by the root eslint.config.js.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const web = import.meta.dirname;
const features = readdirSync(path.join(web, 'app/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature's public entries: `index.ts` for code that may reach a browser, `index.server.ts` for
 * loaders and resource routes (a `.server` module never enters a client bundle). Tests may also use
 * another feature's `testing.tsx` (its factories and render helpers).
 */
const PUBLIC = ['./index.ts', './index.server.ts'];
const FOR_TESTS = ['./testing.ts', './testing.tsx'];

/**
 * Further public entries, each with its reason. A module that one page loads lazily and another
 * statically must stay its own chunk: re-exported from `index.ts` it becomes part of every page that
 * imports the index (the bundler assigns chunks by reachability), 0.5 KB over browse's budget.
 */
const EXTRA_ENTRIES = {
  lawyers: ['./chip-removal.ts'],
  // The heart on every lawyer card (decision 039): through the index it would bring the client's
  // space (and the dashboard's privacy tools) into the browse page's first load, and a cycle.
  'client-space': ['./save-heart.tsx'],
  // The profile hydrates the help block alone; the page and its data load with the help page.
  'help-now': ['./help-block.tsx'],
};

/** Everything in app/ outside one feature's folder. */
const outside = (feature) => [
  './app/*.{ts,tsx}',
  './app/!(features)/**',
  `./app/features/!(${feature})/**`,
];

function zones(entries) {
  return [
    ...features.map((feature) => ({
      target: outside(feature),
      from: `./app/features/${feature}`,
      except: [...entries, ...(EXTRA_ENTRIES[feature] ?? [])],
      message: `Import the ${feature} feature through its public entry (app/features/${feature}/index.ts or index.server.ts).`,
    })),
    {
      target: ['./app/lib', './app/i18n', './app/config'],
      from: './app/features',
      message: 'Shared code (app/lib, app/i18n, app/config) never imports a feature.',
    },
  ];
}

const restrictedPaths = (entries) => ['error', { basePath: web, zones: zones(entries) }];

export const webBoundaries = [
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // Without these import-x skips TypeScript modules when it follows imports (no-cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(PUBLIC),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Links in the page's language (issue 19): the app's Link, NavLink, useNavigate and redirect
    // translate an English path through the route table; React Router's own would leave French.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/app/lib/links/**',
      'apps/web/app/**/*.test.{ts,tsx}',
      'apps/web/app/**/*.stories.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Form', 'Link', 'NavLink', 'useNavigate', 'redirect'],
              message:
                'Use app/lib/links (Form, Link, NavLink, useNavigate, redirect): they keep the page’s language.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/app/**/testing.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...PUBLIC, ...FOR_TESTS]) },
  },
];
