/**
 * Bounds on every outgoing `fetch` of the server, set once at start (lib/server/start-up.ts): Node's fetch is undici,
 * and its global dispatcher is the one place that also reaches the requests Next makes out of the client's sight (a
 * stale entry of its data cache fetched again in the background, without the client's abort signal).
 *
 * The dispatcher is made from the class of the one Node itself installed, not from the `undici` package: fetch takes
 * a dispatcher of its own undici copy only (a package of another major version breaks it), and Node's bundled copy
 * follows the Node version.
 */

/** The global slot Node's fetch reads its dispatcher from (undici's, shared by every copy of it in the process). */
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');
/** Marks the bounded dispatcher, so a second start in the same process (next dev) keeps it. */
const BOUNDED = Symbol.for('clinic-site.boundedDispatcher');

export interface FetchBounds {
  /** Longest wait for an answer's headers, and between two pieces of its body, on every fetch (ms). */
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  /** The API's origin (CLINIC_API_URL), whose answers are also bounded in total time and size; null: none. */
  apiOrigin: string | null;
  /** Longest a whole exchange with the API may last, headers to last byte (ms): a dripping body ends here. */
  apiTotalMs: number;
  /** Largest API answer body (bytes): past it the request is cut off and fails, never passed on short. */
  apiMaxBodyBytes: number;
}

interface LegacyHandler {
  onConnect?(abort: (err?: Error) => void, context?: unknown): void;
  onData?(chunk: Uint8Array): boolean;
  onComplete?(trailers: unknown): void;
  onError?(err: Error): void;
  [key: string]: unknown;
}
type Dispatch = (opts: { origin?: string | URL }, handler: LegacyHandler) => boolean;
interface Dispatcher {
  dispatch: Dispatch;
  compose?(interceptor: (dispatch: Dispatch) => Dispatch): Dispatcher;
}
type AgentClass = new (opts: Record<string, unknown>) => Dispatcher;

/** Wraps one API request's handler: cut off past `totalMs` or `maxBytes`, and then failed, never completed. */
function bounded(handler: LegacyHandler, totalMs: number, maxBytes: number): LegacyHandler {
  let abort: ((err?: Error) => void) | undefined;
  let refused: Error | undefined;
  let bytes = 0;
  let ended = false;
  const timer = setTimeout(() => {
    refused = new Error(`the clinic API's answer took over ${totalMs} ms`);
    abort?.(refused);
  }, totalMs);
  timer.unref();
  const end = () => {
    ended = true;
    clearTimeout(timer);
  };
  return new Proxy(handler, {
    get(target, key) {
      if (key === 'onConnect')
        return (a: (err?: Error) => void, ...rest: unknown[]) => {
          abort = a;
          return target.onConnect?.(a, ...(rest as [unknown]));
        };
      if (key === 'onData')
        return (chunk: Uint8Array) => {
          if (refused) return false;
          bytes += chunk.byteLength;
          if (bytes > maxBytes) {
            refused = new Error(`the clinic API's answer is over ${maxBytes} bytes`);
            // Aborting from inside onData stalls undici: the next turn closes the socket; onComplete fails it anyway.
            queueMicrotask(() => abort?.(refused));
            return false;
          }
          return target.onData!(chunk);
        };
      if (key === 'onComplete')
        return (trailers: unknown) => {
          if (ended) return;
          end();
          return refused ? target.onError?.(refused) : target.onComplete?.(trailers);
        };
      if (key === 'onError')
        return (err: Error) => {
          if (ended) return;
          end();
          return target.onError?.(refused ?? err);
        };
      const value = target[key as string];
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The dispatcher: timeouts on every request, and a total time and size bound on those to the API's origin. */
function boundedDispatcher(Agent: AgentClass, bounds: FetchBounds): Dispatcher {
  const agent = new Agent({ headersTimeout: bounds.headersTimeoutMs, bodyTimeout: bounds.bodyTimeoutMs });
  const api = bounds.apiOrigin ? new URL(bounds.apiOrigin).origin : null;
  if (!api || !agent.compose) return agent;
  return agent.compose(
    (dispatch) => (opts, handler) =>
      opts.origin !== undefined && new URL(String(opts.origin)).origin === api
        ? dispatch(opts, bounded(handler, bounds.apiTotalMs, bounds.apiMaxBodyBytes))
        : dispatch(opts, handler),
  );
}

/**
 * Installs the bounded dispatcher as the one every fetch of this process uses. Node loads its fetch, and the default
 * dispatcher with it, on first use: a `data:` fetch loads it without a connection. Returns false (and says why) when
 * the slot holds no undici Agent, e.g. on a runtime whose fetch is not undici.
 */
export async function boundEveryFetch(bounds: FetchBounds): Promise<boolean> {
  const slot = globalThis as unknown as Record<symbol, unknown>;
  if (slot[BOUNDED] && slot[GLOBAL_DISPATCHER] === slot[BOUNDED]) return true;
  if (!slot[GLOBAL_DISPATCHER]) await fetch('data:,').catch(() => undefined);
  const current = slot[GLOBAL_DISPATCHER] as { constructor?: unknown } | undefined;
  const Agent = current?.constructor as (AgentClass & { name?: string }) | undefined;
  if (typeof Agent !== 'function' || Agent.name !== 'Agent') {
    console.warn('[site] fetch has no undici Agent to bound: API calls keep only the client’s own deadline');
    return false;
  }
  slot[GLOBAL_DISPATCHER] = slot[BOUNDED] = boundedDispatcher(Agent, bounds);
  return true;
}
