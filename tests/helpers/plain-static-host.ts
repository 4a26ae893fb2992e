/**
 * A host that knows nothing of redirect rules, as a bucket or a plain CDN serves a site: files, a
 * folder's index.html (a folder asked without its slash gets one 301 to it), 404 otherwise.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
};

const isFile = async (path: string) => (await stat(path).catch(() => null))?.isFile() ?? false;

/** Serves root on port (0: any free one) until closed. */
export async function plainStaticHost(root: string, port: number): Promise<Server> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const target = normalize(join(root, path));
    if (target !== root && !target.startsWith(root + sep)) return void res.writeHead(404).end();
    const file = path.endsWith('/') ? join(target, 'index.html') : target;
    if (await isFile(file)) {
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    } else if (!path.endsWith('/') && (await isFile(join(target, 'index.html')))) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
