/**
 * A plain static file server for out/, as a static host serves it: a file by its path, `/x` from x.html (or
 * x/index.html), 404.html with status 404 for anything else, and nothing a static host would not do (no
 * rewrites, no server code). The export's end-to-end tests and bench:export serve out/ with it.
 */
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

function fileFor(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const base = resolve(root, `.${decoded}`);
  if (base !== root && !base.startsWith(root + sep)) return null;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function startStaticServer(dir: string, port = 0): Promise<{ server: Server; origin: string; close(): Promise<void> }> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = fileFor(root, pathname);
    const status = file ? 200 : 404;
    const send = file ?? join(root, '404.html');
    res.writeHead(status, { 'content-type': TYPES[extname(send)] ?? 'application/octet-stream' });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(send).pipe(res);
  });
  return new Promise((ok) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
      ok({ server, origin, close: () => new Promise<void>((done) => server.close(() => done())) });
    }),
  );
}
