import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { faultFor, playOverHttp } from './faults';
import { createDemoInstance, type DemoInstance, type DemoInstanceOptions } from './instance';

const MIME: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  return new Request(origin + (req.url ?? '/'), {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
}

async function send(res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  response.headers.forEach((v, k) => res.setHeader(k, v));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export interface StandaloneDemo {
  server: Server;
  /** API requests received, by path (for tests that count calls, e.g. one GET /content per page render). */
  hits: Map<string, number>;
  /** API requests answered 429 (the key's window spent). */
  rateLimited: () => number;
  instance: DemoInstance;
  origin: string;
  close: () => Promise<void>;
}

/**
 * The demo clinic over HTTP: `/api/v1/*` and `/v1/*` answer as the API does; `/demo/*` serves its media files
 * from public/demo; `/__demo/*` is the demo's own control room (outbox, leads, switches) for tests.
 */
export async function startDemoServer(
  opts: { port?: number; host?: string; publicDir?: string } & Partial<DemoInstanceOptions> = {},
): Promise<StandaloneDemo> {
  const host = opts.host ?? '127.0.0.1';
  const publicDir = opts.publicDir ?? join(process.cwd(), 'public');
  let origin = '';
  const hits = new Map<string, number>();
  let limited = 0;
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', origin);
      if (/^\/(api\/)?v1\//.test(url.pathname)) hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
      if (url.pathname.startsWith('/demo/')) {
        const file = normalize(join(publicDir, url.pathname));
        if (!file.startsWith(join(publicDir, 'demo')))
          return void send(res, new Response('Not found', { status: 404 }));
        const data = await readFile(file).catch(() => null);
        if (!data) return void send(res, new Response('Not found', { status: 404 }));
        return void send(
          res,
          new Response(data, {
            headers: {
              'content-type': MIME[extname(file)] ?? 'application/octet-stream',
              'cache-control': 'public, max-age=3600',
            },
          }),
        );
      }
      if (url.pathname.startsWith('/__demo/')) {
        const { handleControl } = await import('./control');
        return void send(res, await handleControl(instance.store, await toRequest(req, origin)));
      }
      const fault = faultFor(instance.store.switches.fault, url.pathname);
      if (fault) {
        const request = await toRequest(req, origin);
        return void (await playOverHttp(fault, res, () => instance.handler.unfaulted!(request)));
      }
      const answer = await instance.handler(await toRequest(req, origin));
      if (answer.status === 429) limited++;
      await send(res, answer);
    } catch (err) {
      // A lost answer (the loseBookingAnswers switch): the connection drops, as a network failure would.
      if (err instanceof Error && err.name === 'LostAnswerError') return void res.destroy();
      console.error('[demo-api] request failed:', err instanceof Error ? err.name : typeof err);
      res.statusCode = 500;
      res.end();
    }
  });
  // A busy port (EADDRINUSE) rejects, for the caller to say so, instead of an unhandled 'error' event.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  origin = `http://${host}:${port}`;
  const instance = createDemoInstance({
    mediaOrigin: opts.mediaOrigin ?? origin,
    noindex: opts.noindex,
    webhookUrl: opts.webhookUrl,
    rateLimit: opts.rateLimit,
    rateWindowMs: opts.rateWindowMs,
    generatedPages: opts.generatedPages,
    generatedPosts: opts.generatedPosts,
    now: opts.now,
    apiVersion: opts.apiVersion,
  });
  return {
    server,
    hits,
    rateLimited: () => limited,
    instance,
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
