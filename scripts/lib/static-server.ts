/**
 * A plain static file server for out/, as a static host serves it: a file by its path, `/x` from x.html (or
 * x/index.html), 404.html with status 404 for anything else, the headers `_headers` lists for the path (as Netlify
 * and Cloudflare Pages apply them), the redirects `_redirects` lists (before any file, as the server build and
 * Cloudflare Pages answer them), and nothing a static host would not do (no rewrites, no server code). The
 * export's end-to-end tests and bench:export serve out/ with it.
 */
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
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

/**
 * `_headers` in Netlify's form: a path pattern on a line of its own (`/*`, `/_img/*`, `/o-nas`), then its headers
 * indented, `Name: value`. A pattern ending in `*` matches every path under it. Every matching block applies.
 */
function readHeadersFile(text: string): (pathname: string) => Record<string, string> {
  const blocks: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      blocks.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const at = line.indexOf(':');
    if (at > 0 && blocks.length > 0) blocks.at(-1)!.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  const matches = (pattern: string, pathname: string) =>
    pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
  return (pathname) => Object.fromEntries(blocks.filter((b) => matches(b.pattern, pathname)).flatMap((b) => b.headers));
}

/**
 * `_redirects` in Netlify's form: `/old /new 301` a line, `/blog/* /aktualnosci/:splat 308` for a wildcard (which
 * matches /blog too); the first matching line wins; a trailing slash on the request is ignored.
 */
export function readRedirectsFile(text: string): (pathname: string) => { status: number; location: string } | null {
  const rules = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(/\s+/))
    .map(([from = '', to = '/', status = '301']) => ({ from, to, status: Number(status) }));
  return (pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    for (const r of rules) {
      if (r.from.endsWith('/*')) {
        const prefix = r.from.slice(0, -2);
        if (path !== prefix && !path.startsWith(`${prefix}/`)) continue;
        const splat = path.slice(prefix.length + 1);
        return { status: r.status, location: r.to.replace(/\/?:splat$/, splat ? `/${splat}` : '') || '/' };
      }
      if (path === r.from) return { status: r.status, location: r.to };
    }
    return null;
  };
}

export function startStaticServer(
  dir: string,
  port = 0,
): Promise<{ server: Server; origin: string; close(): Promise<void> }> {
  const root = resolve(dir);
  const headersFile = join(root, '_headers');
  const headersFor = existsSync(headersFile) ? readHeadersFile(readFileSync(headersFile, 'utf8')) : () => ({});
  const redirectsFile = join(root, '_redirects');
  const redirectFor = existsSync(redirectsFile) ? readRedirectsFile(readFileSync(redirectsFile, 'utf8')) : () => null;
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const redirect = redirectFor(pathname);
    if (redirect) {
      res.writeHead(redirect.status, { ...headersFor(pathname), location: redirect.location }).end();
      return;
    }
    // The host's own configuration is not a file it serves.
    const file = pathname === '/_headers' || pathname === '/_redirects' ? null : fileFor(root, pathname);
    const status = file ? 200 : 404;
    const send = file ?? join(root, '404.html');
    res.writeHead(status, {
      ...headersFor(pathname),
      'content-type': TYPES[extname(send)] ?? 'application/octet-stream',
    });
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
