import { createServer, type Server } from 'node:http';

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: string; code?: string };
}

/** One raw API call: status, headers and the JSON body, whatever the status (the tests check all three). */
export async function call(
  baseUrl: string,
  path: string,
  opts: { key?: string | null; method?: string; body?: unknown; raw?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers = new Headers(opts.headers);
  if (opts.key !== null && opts.key !== undefined) headers.set('authorization', `Bearer ${opts.key}`);
  let body: BodyInit | undefined = opts.raw;
  if (opts.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(baseUrl + path, { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: leave empty */
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** The RateLimit headers every answer to a valid key carries. */
export function rateLimitHeaders(h: Headers) {
  return { limit: h.get('ratelimit-limit'), remaining: h.get('ratelimit-remaining'), reset: h.get('ratelimit-reset') };
}

export interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A webhook receiver on a free port that answers `status` and keeps what it got. */
export async function startReceiver(
  status = 200,
): Promise<{ url: string; received: Received[]; close: () => Promise<void>; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = status;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    server,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
