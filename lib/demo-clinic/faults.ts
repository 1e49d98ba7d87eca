import type { ServerResponse } from 'node:http';

/**
 * What the network and the proxies in front of an API do to its answers, played by the demo clinic on request (the
 * `fault` switch, docs/testing.md), so the site can be tried against each (docs/reliability.md):
 *   htmlError       an HTML error page like nginx's, with `status` 200, 404 or 502 (default 502)
 *   cutBody         the real answer's headers with its full Content-Length, half its body, then the socket closed
 *   truncated       a valid prefix of the real answer, its Content-Length saying that short length
 *   wrongShape      JSON of another shape, 200
 *   drip            the real answer a few bytes a second
 *   endless         a body that never ends
 *   huge            a 50 MB body (chunked, no Content-Length)
 *   hang            no answer at all
 *   reset           the connection destroyed before any answer
 *   longRetryAfter  429 with `Retry-After: 86400` and an HTML page, as a CDN's limit would send
 * On every API call, or only those whose path (without /api/v1) starts with one of `paths`. Over HTTP
 * (node-server.ts) each is played on the socket; in process (the site's embedded demo) a body is a stream doing the
 * same, a reset is a failed fetch, a hang waits for the request's abort.
 */
const FAULT_KINDS = [
  'htmlError',
  'cutBody',
  'truncated',
  'wrongShape',
  'drip',
  'endless',
  'huge',
  'hang',
  'reset',
  'longRetryAfter',
] as const;
type FaultKind = (typeof FAULT_KINDS)[number];

export interface DemoFault {
  kind: FaultKind;
  /** htmlError only: the page's status. */
  status?: 200 | 404 | 502;
  /** API path prefixes (e.g. `/content`); absent: every call. */
  paths?: string[];
}

/** How fast `drip` sends, and how much `huge` sends. */
const DRIP_BYTES_PER_SECOND = 4;
const HUGE_BYTES = 50 * 1024 * 1024;

/** The fault a control request asks for: null turns it off, undefined leaves the switch as it is. */
export function readFault(value: unknown): DemoFault | null | undefined {
  if (value === null || value === false) return null;
  if (typeof value !== 'object' || value === undefined) return undefined;
  const v = value as Record<string, unknown>;
  if (!FAULT_KINDS.includes(v.kind as FaultKind)) return undefined;
  const fault: DemoFault = { kind: v.kind as FaultKind };
  if (v.kind === 'htmlError') fault.status = v.status === 200 || v.status === 404 ? v.status : 502;
  if (Array.isArray(v.paths))
    fault.paths = v.paths.filter((p): p is string => typeof p === 'string' && p.startsWith('/')).slice(0, 20);
  return fault;
}

/** The fault to play for an API path (`/api/v1/content` or `/v1/content`), or null. */
export function faultFor(fault: DemoFault | null, pathname: string): DemoFault | null {
  if (!fault) return null;
  const versioned = pathname.match(/^(?:\/api)?\/v1(\/.*)?$/);
  if (!versioned) return null;
  const path = versioned[1] ?? '/';
  return !fault.paths || fault.paths.some((p) => path.startsWith(p)) ? fault : null;
}

const enc = new TextEncoder();

function nginxPage(status: number): string {
  const title = status === 200 ? 'Welcome to nginx!' : status === 404 ? '404 Not Found' : '502 Bad Gateway';
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

const HTML = { 'content-type': 'text/html' };

/** The answers a proxy makes up without the API: the same in process and over HTTP. */
function madeUp(fault: DemoFault): Response | null {
  if (fault.kind === 'htmlError')
    return new Response(nginxPage(fault.status ?? 502), { status: fault.status, headers: HTML });
  if (fault.kind === 'wrongShape')
    return Response.json({ data: [{ id: 1, type: 'unexpected' }], meta: { shape: 'another API' } });
  if (fault.kind === 'longRetryAfter')
    return new Response('<html><body><h1>429 Too Many Requests</h1></body></html>', {
      status: 429,
      headers: { ...HTML, 'retry-after': '86400' },
    });
  return null;
}

/** The real answer's first half (a valid prefix, never the whole). */
async function halfOf(
  real: () => Promise<Response>,
): Promise<{ res: Response; bytes: Uint8Array<ArrayBuffer>; half: Uint8Array<ArrayBuffer> }> {
  const res = await real();
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, half: bytes.slice(0, Math.max(1, Math.floor(bytes.length / 2))) };
}

function headersOf(res: Response, extra: Record<string, string> = {}): Headers {
  const h = new Headers(res.headers);
  h.delete('content-length');
  for (const [k, v] of Object.entries(extra)) h.set(k, v);
  return h;
}

const timer = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });

/**
 * The fault played in process: the Response the site's fetch would see, or a rejection where fetch would fail.
 * `real` is the API's own answer; `signal` the request's (a hang ends when it aborts, as fetch's would).
 */
export async function playInProcess(
  fault: DemoFault,
  real: () => Promise<Response>,
  signal?: AbortSignal,
): Promise<Response> {
  const made = madeUp(fault);
  if (made) return made;
  switch (fault.kind) {
    case 'reset':
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
      });
    case 'hang':
      return new Promise((_, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    case 'truncated': {
      const { res, half } = await halfOf(real);
      return new Response(half, { status: res.status, headers: headersOf(res) });
    }
    case 'cutBody': {
      const { res, half } = await halfOf(real);
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(half);
          c.error(new TypeError('terminated'));
        },
      });
      return new Response(body, { status: res.status, headers: headersOf(res) });
    }
    case 'drip': {
      const { res, bytes } = await halfOf(real);
      let at = 0;
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(c) {
            if (at >= bytes.length) return c.close();
            await timer(1000 / DRIP_BYTES_PER_SECOND, signal);
            if (signal?.aborted) return c.error(signal.reason);
            c.enqueue(bytes.slice(at, at + 1));
            at += 1;
          },
        },
        { highWaterMark: 0 },
      );
      return new Response(body, { status: res.status, headers: headersOf(res) });
    }
    case 'endless':
    case 'huge': {
      const limit = fault.kind === 'huge' ? HUGE_BYTES : Number.POSITIVE_INFINITY;
      let sent = 0;
      const chunk = enc.encode(' '.repeat(64 * 1024));
      const body = new ReadableStream<Uint8Array>(
        {
          pull(c) {
            if (sent === 0) {
              sent += 9;
              return c.enqueue(enc.encode('{"pad":"'));
            }
            if (sent >= limit) {
              c.enqueue(enc.encode('"}'));
              return c.close();
            }
            sent += chunk.length;
            c.enqueue(chunk);
          },
        },
        { highWaterMark: 0 },
      );
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    }
  }
  return real();
}

/**
 * The fault played on the demo's HTTP server: cut, drip, endless, huge, hang and reset on the socket itself.
 * Resolves once the fault is under way (a hang or a drip goes on by itself until the client gives up).
 */
export async function playOverHttp(
  fault: DemoFault,
  res: ServerResponse,
  real: () => Promise<Response>,
): Promise<void> {
  const made = madeUp(fault);
  const writeHead = (answer: Response, extra: Record<string, string | number> = {}) => {
    res.statusCode = answer.status;
    answer.headers.forEach((v, k) => k !== 'content-length' && res.setHeader(k, v));
    for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
  };
  if (made) {
    writeHead(made);
    return void res.end(Buffer.from(await made.arrayBuffer()));
  }
  switch (fault.kind) {
    case 'reset':
      return void res.socket?.destroy();
    case 'hang':
      // Headers never come; the client's deadline (or the socket's close) ends it.
      return;
    case 'truncated': {
      const { res: answer, half } = await halfOf(real);
      writeHead(answer, { 'content-length': half.length });
      return void res.end(Buffer.from(half));
    }
    case 'cutBody': {
      const { res: answer, bytes, half } = await halfOf(real);
      writeHead(answer, { 'content-length': bytes.length });
      res.flushHeaders();
      res.write(Buffer.from(half), () => setTimeout(() => res.socket?.destroy(), 50));
      return;
    }
    case 'drip': {
      const { res: answer, bytes } = await halfOf(real);
      writeHead(answer, { 'content-length': bytes.length });
      res.flushHeaders();
      let at = 0;
      const tick = setInterval(() => {
        if (res.destroyed || at >= bytes.length) {
          clearInterval(tick);
          return void res.end();
        }
        res.write(Buffer.from(bytes.slice(at, at + 1)));
        at += 1;
      }, 1000 / DRIP_BYTES_PER_SECOND);
      res.on('close', () => clearInterval(tick));
      return;
    }
    case 'endless':
    case 'huge': {
      const limit = fault.kind === 'huge' ? HUGE_BYTES : Number.POSITIVE_INFINITY;
      res.statusCode = 200;
      res.setHeader('content-type', 'application/json');
      const chunk = Buffer.from(' '.repeat(64 * 1024));
      let sent = 0;
      res.write('{"pad":"');
      // Written as fast as the client reads (the socket's back-pressure), until it stops reading or closes.
      const more = () => {
        while (!res.destroyed && sent < limit) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        if (!res.destroyed) res.end('"}');
      };
      more();
      return;
    }
  }
}
