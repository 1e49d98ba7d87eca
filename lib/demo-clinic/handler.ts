import type { DemoContext, DemoKey, DemoRoute } from './context';
import { faultFor, playInProcess } from './faults';
import { apiError } from './http';
import { DEFAULT_KEYS } from './keys';
import { logRequest, type DemoStore } from './store';
import { contentRoutes } from './routes/content';
import { extraRoutes } from './routes';
import { hasEndpoint, LATEST_MINOR, shapeForVersion, type ApiVersion } from './versions';

export interface DemoHandlerOptions {
  store: DemoStore;
  keys?: DemoKey[];
  /** Requests per window per key (the API's is 120). */
  rateLimit?: number;
  /** Length of the fixed rate window in ms (the API's is the clock minute); shorter only to test pacing quickly. */
  rateWindowMs?: number;
  /** Origin for demo media addresses, e.g. the site's or the standalone server's. */
  mediaOrigin: string;
  now?: () => number;
  /** The minor version the demo plays (versions.ts); the newest described when absent. */
  apiVersion?: ApiVersion;
}

/** The demo's API handler; `unfaulted` answers as the API would whatever fault is switched on (faults.ts). */
export type DemoHandler = ((req: Request) => Promise<Response>) & { unfaulted?: (req: Request) => Promise<Response> };

/**
 * Thrown instead of a booking's answer while `loseBookingAnswers` is on: the appointment is stored, the answer never
 * arrives. In process the caller sees a failed fetch; the HTTP server drops the connection (node-server.ts).
 */
class LostAnswerError extends Error {
  constructor() {
    super('the demo clinic dropped the answer (loseBookingAnswers)');
    this.name = 'LostAnswerError';
  }
}

type Compiled = { route: DemoRoute; parts: string[] };

function compile(routes: DemoRoute[]): Compiled[] {
  return routes.map((route) => ({ route, parts: route.pattern.split('/').filter(Boolean) }));
}

function match(parts: string[], segments: string[]): Record<string, string> | null {
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (p.startsWith(':')) params[p.slice(1)] = decodeURIComponent(segments[i]!);
    else if (p !== segments[i]) return null;
  }
  return params;
}

/** The embedded demo clinic: the API's paths, shapes, auth, errors and rate limit over an in-memory store. */
export function createDemoHandler(opts: DemoHandlerOptions): DemoHandler {
  const keys = new Map((opts.keys ?? DEFAULT_KEYS).map((k) => [k.key, k]));
  const limit = opts.rateLimit ?? 120;
  const windowMs = opts.rateWindowMs ?? 60_000;
  // The API sends `Retry-After: 60` for its one-minute window: the window's length, whatever is left of it.
  const retryAfter = String(Math.max(1, Math.ceil(windowMs / 1000)));
  const now = opts.now ?? Date.now;
  const routes = compile([...contentRoutes, ...extraRoutes]);
  const windows = new Map<string, { window: number; count: number }>();
  const version = opts.apiVersion;
  const reshape = version && version.minor !== LATEST_MINOR ? version : undefined;

  async function answer(req: Request, url: URL, t: number): Promise<Response> {
    const versioned = url.pathname.match(/^(?:\/api)?\/v1(\/.*)?$/);
    if (!versioned) return apiError(404, 'Nie ma takiego adresu API.', 'not_found');
    const path = (versioned[1] ?? '/').replace(/\/+$/, '') || '/';

    const auth = req.headers.get('authorization') ?? '';
    const bearer = auth.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
    if (!bearer) return apiError(401, 'Brak klucza API: wyślij nagłówek Authorization: Bearer <klucz>.');
    const key = keys.get(bearer);
    if (!key) return apiError(401, 'Nieznany lub unieważniony klucz API.');

    // Fixed window on the clock (the minute, by default), shared by every endpoint of the key.
    const windowId = Math.floor(t / windowMs);
    const w = windows.get(key.key);
    const counter = w && w.window === windowId ? w : { window: windowId, count: 0 };
    counter.count += 1;
    windows.set(key.key, counter);
    const resetSec = Math.max(1, Math.ceil(((windowId + 1) * windowMs - t) / 1000));
    const rl = {
      'ratelimit-limit': String(limit),
      'ratelimit-remaining': String(Math.max(0, limit - counter.count)),
      'ratelimit-reset': String(resetSec),
    };
    const withRateHeaders = (res: Response) => {
      for (const [k, v] of Object.entries(rl)) res.headers.set(k, v);
      return res;
    };
    if (counter.count > limit) {
      return withRateHeaders(
        apiError(429, 'Za dużo zapytań. Spróbuj ponownie później.', undefined, {}, { 'retry-after': retryAfter }),
      );
    }

    if (opts.store.switches.outage) return withRateHeaders(apiError(503, 'Serwis chwilowo niedostępny.'));

    // An endpoint newer than the version played is an address this server does not know.
    if (version && !hasEndpoint(version, req.method, path))
      return withRateHeaders(apiError(404, 'Nie ma takiego adresu API.', 'not_found'));

    const segments = path.split('/').filter(Boolean);
    let methodMismatch = false;
    for (const { route, parts } of routes) {
      const params = match(parts, segments);
      if (!params) continue;
      if (route.method !== req.method) {
        methodMismatch = true;
        continue;
      }
      const ctx: DemoContext = {
        req,
        url,
        path,
        segments,
        key,
        store: opts.store,
        mediaOrigin: opts.mediaOrigin,
        now,
        apiMinor: version?.minor ?? LATEST_MINOR,
      };
      let res: Response;
      try {
        res = await route.handle(ctx, params);
      } catch (err) {
        // The error's name only: a message could quote what a patient sent.
        console.error('[demo-clinic] route failed', req.method, path, err instanceof Error ? err.name : typeof err);
        return withRateHeaders(apiError(500, 'Błąd wewnętrzny serwera demonstracyjnego.'));
      }
      if (opts.store.switches.loseBookingAnswers && req.method === 'POST' && path === '/booking/appointments' && res.ok)
        throw new LostAnswerError();
      return withRateHeaders(reshape ? await asVersion(res, reshape) : res);
    }
    if (methodMismatch)
      return withRateHeaders(apiError(405, 'Ta metoda nie jest obsługiwana pod tym adresem.', 'method_not_allowed'));
    return withRateHeaders(apiError(404, 'Nie ma takiego adresu API.', 'not_found'));
  }

  async function unfaulted(req: Request): Promise<Response> {
    const t = now();
    const url = new URL(req.url);
    const res = await answer(req, url, t);
    // What reached the API and how it was answered, for tests that count upstream calls instead of trusting an answer.
    logRequest(opts.store, { at: t, method: req.method, path: url.pathname, status: res.status });
    return res;
  }

  // A fault switched on is played in front of the API, as a proxy or the network would (faults.ts).
  async function handle(req: Request): Promise<Response> {
    const fault = faultFor(opts.store.switches.fault, new URL(req.url).pathname);
    return fault ? playInProcess(fault, () => unfaulted(req), req.signal) : unfaulted(req);
  }
  return Object.assign(handle, { unfaulted });
}

/** A JSON answer with the fields of `version` only (or a later version's additions). */
async function asVersion(res: Response, version: ApiVersion): Promise<Response> {
  if (!res.ok || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = shapeForVersion(await res.json(), version);
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: res.status, headers });
}
