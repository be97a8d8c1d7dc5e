import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { DEV_MAILBOX_PATHS } from '../app/config/dev-mailbox.ts';
import { type Env, parseEnv } from '../app/config/env.server.ts';
import { type ExposedGc, idleCollector, lastResortCollection } from './idle-collect.ts';
import {
  answerFrom,
  isSharedCacheMessage,
  sharedCacheMessage,
  superviseWorkers,
} from './workers.ts';

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
/**
 * glibc's allocator, for the web processes: a fixed threshold above which a block is mapped on its
 * own and given back to the system when freed (by default the threshold rises up to 32 MB after a
 * large free, so a load's answers and compressors' buffers are carved from the heap instead, which
 * is rarely given back), and two arenas instead of eight per core. In one run each under the same
 * load, 32 KB left the web processes at 685 MB a minute after the load, 128 KB at 899 MB (issue 38,
 * decision 054). An operator's own settings win.
 */
const WORKER_MALLOC = {
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? String(32 * 1024),
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
};

// Production runs its web processes under a small supervising process (decisions 054 and 062): it
// starts WEB_WORKERS of them (one by default), which share the port, starts again any that ends
// unexpectedly, and gives them glibc's memory settings. One is the default because, measured under
// 200 visitors on two cores with the API beside it, a second web process cost more than its core gave:
// each renders and compresses what the other has cached already, and the API needs the other core.
const workerCount = isDev ? 1 : env.WEB_WORKERS;
if (!isDev && cluster.isPrimary) {
  // Structured clone, so the shared cache's answers pass between the processes as bytes; `gc` for
  // the collection once idle after a load (idle-collect.ts).
  cluster.setupPrimary({
    serialization: 'advanced',
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const supervisor = superviseWorkers({
    count: workerCount,
    fork: () => cluster.fork(WORKER_MALLOC),
    log: (message) => console.error(message),
  });
  cluster.once('listening', () => {
    console.warn(
      `Web server listening on http://${env.HOST ?? 'localhost'}:${env.PORT} (${workerCount} ${workerCount === 1 ? 'process' : 'processes'})`,
    );
    if (env.demoMailbox) {
      console.warn(
        `Mail is held (no SMTP_URL): read it at ${env.PUBLIC_ORIGIN}${DEV_MAILBOX_PATHS.en}`,
      );
    }
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void supervisor.stop(signal).then(() => process.exit(0)));
  }
} else {
  await serve();
}

async function serve() {
  // Imported here: the supervising process needs none of it, and stays small.
  const [
    { default: express },
    { createRequestHandler },
    { createApp },
    { createPagesHandler },
    { precompressedStatic },
    { publicFilesOnly },
    { SharedCache },
  ] = await Promise.all([
    import('express'),
    import('react-router'),
    import('./app.ts'),
    import('./pages.ts'),
    import('./precompressed.ts'),
    import('./public-files.ts'),
    import('./shared-cache.ts'),
  ]);
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
      publicFilesOnly(clientDir, express.static(clientDir, { maxAge: '1h' })),
    );
    build = (await import(path.join(appRoot, 'build/server/index.js'))) as ServerBuild;
  }

  // Development renders every request afresh; production shares identical public answers briefly,
  // and, with several web processes, each stored answer with the others (workers.ts).
  const sharesAnswers = cluster.isWorker && process.send !== undefined && workerCount > 1;
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  const collector = gc && !isDev ? idleCollector({ collect: lastResortCollection(gc) }) : undefined;
  const cache =
    isDev || env.SHARED_CACHE_SECONDS === 0
      ? undefined
      : new SharedCache({
          ttlMs: env.SHARED_CACHE_SECONDS * 1000,
          staleMs: env.SHARED_CACHE_STALE_SECONDS * 1000,
          maxBytes: env.SHARED_CACHE_MB * 2 ** 20,
          onStore: sharesAnswers
            ? (key, answer) => process.send?.(sharedCacheMessage(key, answer))
            : undefined,
          onRelease: collector?.released,
        });
  if (cache && sharesAnswers) {
    process.on('message', (message) => {
      if (isSharedCacheMessage(message)) cache.put(message.key, answerFrom(message));
    });
  }
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
  if (collector) server.on('request', collector.request);
  server.on('listening', () => {
    // Under the supervisor, its report is the one.
    if (cluster.isWorker) return;
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
}
