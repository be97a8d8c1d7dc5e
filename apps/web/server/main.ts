import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler } from 'express';
import { type ServerBuild, createRequestHandler } from 'react-router';
import { DEV_MAILBOX_PATHS } from '../app/config/dev-mailbox.ts';
import { type Env, parseEnv } from '../app/config/env.server.ts';
import { createApp } from './app.ts';
import { createPagesHandler } from './pages.ts';
import { precompressedStatic } from './precompressed.ts';
import { SharedCache } from './shared-cache.ts';

const [major] = process.versions.node.split('.').map(Number);
if (major === undefined || major < 24) {
  console.error(
    `The web server needs Node 24 (found ${process.versions.node}); run it through pnpm.`,
  );
  process.exit(1);
}

const isDev = process.argv.includes('--dev');
let env: Env;
try {
  env = parseEnv(process.env);
} catch (error) {
  // The list of what is wrong, without a stack trace in the way.
  console.error((error as Error).message);
  process.exit(1);
}
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const assets: RequestHandler[] = [];
let build: ServerBuild | (() => Promise<ServerBuild>);
if (isDev) {
  const vite = await import('vite');
  const devServer = await vite.createServer({
    root: appRoot,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  assets.push(devServer.middlewares as unknown as RequestHandler);
  build = () =>
    devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
} else {
  const clientDir = path.join(appRoot, 'build/client');
  // File names under /assets carry a content hash, so they never change. `pnpm build` compressed
  // them at the best ratio beforehand (server/precompressed.ts).
  assets.push(
    express
      .Router()
      .use(
        '/assets',
        precompressedStatic(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
      ),
    express.static(clientDir, { maxAge: '1h' }),
  );
  build = (await import(path.join(appRoot, 'build/server/index.js'))) as ServerBuild;
}

// Development renders every request afresh; production shares identical public answers briefly.
const cache =
  isDev || env.SHARED_CACHE_SECONDS === 0
    ? undefined
    : new SharedCache({
        ttlMs: env.SHARED_CACHE_SECONDS * 1000,
        maxBytes: env.SHARED_CACHE_MB * 2 ** 20,
      });
const app = createApp({
  env,
  assets,
  cache,
  pages: createPagesHandler({
    render: createRequestHandler(build, isDev ? 'development' : 'production'),
    cache,
  }),
});

const server = env.HOST ? app.listen(env.PORT, env.HOST) : app.listen(env.PORT);
server.on('listening', () => {
  console.warn(`Web server listening on http://${env.HOST ?? 'localhost'}:${env.PORT}`);
  if (env.demoMailbox) {
    console.warn(
      `Mail is held (no SMTP_URL): read it at ${env.PUBLIC_ORIGIN}${DEV_MAILBOX_PATHS.en}`,
    );
  }
});

function stop() {
  server.close(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
