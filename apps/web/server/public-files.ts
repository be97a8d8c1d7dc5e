import { readdirSync } from 'node:fs';
import type { RequestHandler } from 'express';

/**
 * The build's public files outside `/assets` (favicon.svg, og-image.jpg), served by `serve` (the
 * server's `express.static`) — but only for paths whose first segment names one of them. `express.static` mounted at the root
 * asks the file system (`fs.stat`) about every request before the page is rendered, and a page
 * request is almost never a file: profiled under load (200 connections, `node --cpu-prof`), those
 * `stat` calls were 1.7 s of the web process's 21 s of work. The directory's entries are read once,
 * at start: the build does not change under a running server.
 */
export function publicFilesOnly(dir: string, serve: RequestHandler): RequestHandler {
  const entries = new Set(readdirSync(dir));
  return (request, response, next) => {
    const first = request.path.split('/')[1] ?? '';
    let name: string;
    try {
      name = decodeURIComponent(first);
    } catch {
      return next();
    }
    if (entries.has(name)) return serve(request, response, next);
    next();
  };
}
