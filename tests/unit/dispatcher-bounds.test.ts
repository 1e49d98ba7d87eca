import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { boundEveryFetch, type FetchBounds } from '@/lib/server/dispatcher';

/**
 * What the bounded dispatcher does with each request, on a stand-in for Node's undici Agent: which requests get the
 * API's total time and size bounds, and how a bounded request ends (failed, never completed short). The same bounds
 * through Node's real fetch are in tests/integration/dispatcher.test.ts; here every step is driven by hand, with fake
 * timers, so each rule is seen on its own.
 */

const SLOT = Symbol.for('undici.globalDispatcher.1');
const MARK = Symbol.for('clinic-site.boundedDispatcher');
const slots = globalThis as unknown as Record<symbol, unknown>;

type Handler = Record<string, unknown> & {
  onConnect?: (abort: (err?: Error) => void, context?: unknown) => void;
  onData?: (chunk: Uint8Array) => boolean;
  onComplete?: (trailers: unknown) => void;
  onError?: (err: Error) => void;
};
type Dispatch = (opts: { origin?: string | URL }, handler: Handler) => boolean;

/** Every Agent the dispatcher made, with its options, and what reached its own dispatch. */
let made: Agent[] = [];

/** Named as Node's own class is: the dispatcher only bounds an undici Agent. */
class Agent {
  readonly passed: { opts: { origin?: string | URL }; handler: Handler }[] = [];
  constructor(readonly opts: Record<string, unknown>) {
    made.push(this);
  }
  dispatch: Dispatch = (opts, handler) => {
    this.passed.push({ opts, handler });
    return true;
  };
  compose(interceptor: (dispatch: Dispatch) => Dispatch) {
    return { dispatch: interceptor(this.dispatch), agent: this };
  }
}

const BOUNDS: FetchBounds = {
  headersTimeoutMs: 500,
  bodyTimeoutMs: 700,
  apiOrigin: 'https://clinic.example/api/v1',
  apiTotalMs: 800,
  apiMaxBodyBytes: 100,
};

let saved: { slot: unknown; mark: unknown };
// Node's own dispatcher first, so the one put back after each test is a real one: a test file run after this one in
// the same process (the mutation runs share one) fetches through it.
beforeAll(async () => {
  await fetch('data:,');
});
beforeEach(() => {
  saved = { slot: slots[SLOT], mark: slots[MARK] };
  made = [];
  slots[SLOT] = new Agent({});
  delete slots[MARK];
});
afterEach(() => {
  slots[SLOT] = saved.slot;
  slots[MARK] = saved.mark;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Installs the dispatcher over a fresh stand-in Agent; returns the one it made and its dispatch. */
async function install(bounds: FetchBounds = BOUNDS) {
  expect(await boundEveryFetch(bounds)).toBe(true);
  const agent = made.at(-1)!;
  const installed = slots[SLOT] as { dispatch: Dispatch };
  return { agent, installed };
}

/** A handler as undici's fetch gives one, recording what reaches it. */
function handler() {
  const seen = {
    connect: [] as unknown[][],
    data: [] as number[],
    complete: [] as unknown[],
    errors: [] as Error[],
  };
  const h: Handler = {
    onConnect: (...args) => void seen.connect.push(args),
    onData: (chunk) => (seen.data.push(chunk.byteLength), true),
    onComplete: (trailers) => void seen.complete.push(trailers),
    onError: (err) => void seen.errors.push(err),
  };
  return { h, seen };
}

/** One request to the API's origin: the handler the Agent was given, and an abort that records its reason. */
async function apiRequest(bounds: FetchBounds = BOUNDS) {
  slots[SLOT] = new Agent({});
  delete slots[MARK];
  const { agent, installed } = await install(bounds);
  const { h, seen } = handler();
  installed.dispatch({ origin: 'https://clinic.example' }, h);
  const wrapped = agent.passed[0]!.handler;
  const aborts: (Error | undefined)[] = [];
  return { wrapped, seen, aborts, connect: () => wrapped.onConnect!((err) => void aborts.push(err), 'ctx') };
}

const bytes = (n: number) => new Uint8Array(n);

describe('the dispatcher boundEveryFetch installs', () => {
  it("is an Agent with the headers and body timeouts, for every origin's requests", async () => {
    const { agent, installed } = await install({ ...BOUNDS, apiOrigin: null });
    expect(agent.opts).toEqual({ headersTimeout: 500, bodyTimeout: 700 });
    // No API origin: nothing more to bound, the Agent itself is installed.
    expect(installed).toBe(agent);
    expect(slots[MARK]).toBe(agent);
  });

  it("bounds only the requests to the API's origin (any path of it), passing the others' handlers on as they are", async () => {
    const { agent, installed } = await install();
    expect((installed as unknown as { agent: Agent }).agent).toBe(agent);
    const other = handler().h;
    const noOrigin = handler().h;
    const api = handler().h;
    const apiAsUrl = handler().h;
    installed.dispatch({ origin: 'https://other.example' }, other);
    installed.dispatch({ origin: 'https://clinic.example:8443' }, handler().h);
    installed.dispatch({}, noOrigin);
    installed.dispatch({ origin: 'https://clinic.example' }, api);
    installed.dispatch({ origin: new URL('https://clinic.example/elsewhere') }, apiAsUrl);
    const passed = agent.passed.map((p) => p.handler);
    expect(passed[0]).toBe(other);
    expect(passed[2]).toBe(noOrigin);
    expect(passed[3]).not.toBe(api);
    expect(passed[4]).not.toBe(apiAsUrl);
    expect(agent.passed.map((p) => p.opts.origin?.toString())).toEqual([
      'https://other.example',
      'https://clinic.example:8443',
      undefined,
      'https://clinic.example',
      'https://clinic.example/elsewhere',
    ]);
    // The wrapped handler still reaches the request's own one.
    const { h, seen } = handler();
    installed.dispatch({ origin: 'https://clinic.example' }, h);
    agent.passed.at(-1)!.handler.onComplete!('trailers');
    expect(seen.complete).toEqual(['trailers']);
    // Another port of the same host is another origin: not bounded.
    const port = handler();
    installed.dispatch({ origin: 'https://clinic.example:8443' }, port.h);
    expect(agent.passed.at(-1)!.handler).toBe(port.h);
  });

  it('is the plain Agent when the Agent cannot compose an interceptor', async () => {
    class Bare {
      constructor(readonly opts: Record<string, unknown>) {}
      dispatch() {
        return true;
      }
    }
    Object.defineProperty(Bare, 'name', { value: 'Agent' });
    slots[SLOT] = new Bare({});
    expect(await boundEveryFetch(BOUNDS)).toBe(true);
    expect(slots[SLOT]).toBeInstanceOf(Bare);
    expect((slots[SLOT] as Bare).opts).toEqual({ headersTimeout: 500, bodyTimeout: 700 });
  });

  it('is kept by a second start, and installed again when something else took the slot', async () => {
    const { installed } = await install();
    expect(await boundEveryFetch(BOUNDS)).toBe(true);
    expect(slots[SLOT]).toBe(installed);
    expect(made).toHaveLength(2);
    // Another library set a dispatcher of its own over ours: ours goes back, built on that one's class.
    slots[SLOT] = new Agent({ theirs: true });
    expect(await boundEveryFetch(BOUNDS)).toBe(true);
    expect(made).toHaveLength(4);
    expect(slots[SLOT]).not.toBe(installed);
    expect(slots[MARK]).toBe(slots[SLOT]);
  });

  it("loads Node's default dispatcher with a data: fetch when none is there yet", async () => {
    slots[SLOT] = undefined; // as before Node's first fetch (its own slot cannot be deleted once set)
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      slots[SLOT] = new Agent({});
      return new Response('');
    });
    expect(await boundEveryFetch(BOUNDS)).toBe(true);
    expect(fetch).toHaveBeenCalledWith('data:,');
    expect(made.at(-1)!.opts).toEqual({ headersTimeout: 500, bodyTimeout: 700 });
  });

  it('does not fetch when a dispatcher is already there', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await install();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says so and changes nothing when fetch is not undici's (no Agent in the slot)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    class Pool {}
    const pool = new Pool();
    slots[SLOT] = pool;
    expect(await boundEveryFetch(BOUNDS)).toBe(false);
    expect(slots[SLOT]).toBe(pool);
    expect(slots[MARK]).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/no undici Agent/);

    slots[SLOT] = Object.create(null);
    expect(await boundEveryFetch(BOUNDS)).toBe(false);

    // A fetch that fails to load anything leaves the slot empty: the same answer, no throw.
    slots[SLOT] = undefined; // as before Node's first fetch (its own slot cannot be deleted once set)
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no fetch here'));
    expect(await boundEveryFetch(BOUNDS)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe("an API request's bounds", () => {
  it("passes the connection's abort and context on to the request's handler", async () => {
    const r = await apiRequest();
    r.connect();
    expect(r.seen.connect).toHaveLength(1);
    expect(r.seen.connect[0]![1]).toBe('ctx');
    (r.seen.connect[0]![0] as (err?: Error) => void)(new Error('x'));
    expect(r.aborts).toHaveLength(1);
  });

  it('passes a body up to the cap on, byte for byte, and completes it', async () => {
    const r = await apiRequest();
    r.connect();
    expect(r.wrapped.onData!(bytes(60))).toBe(true);
    expect(r.wrapped.onData!(bytes(40))).toBe(true);
    r.wrapped.onComplete!({ t: 1 });
    expect(r.seen.data).toEqual([60, 40]);
    expect(r.seen.complete).toEqual([{ t: 1 }]);
    expect(r.seen.errors).toEqual([]);
    await Promise.resolve();
    expect(r.aborts).toEqual([]);
  });

  it('cuts a body one byte over the cap: aborts on the next turn and fails the request, never completing it', async () => {
    const r = await apiRequest();
    r.connect();
    expect(r.wrapped.onData!(bytes(60))).toBe(true);
    expect(r.wrapped.onData!(bytes(41))).toBe(false);
    expect(r.seen.data).toEqual([60]);
    // Not from inside onData (that stalls undici), but right after.
    expect(r.aborts).toEqual([]);
    await Promise.resolve();
    expect(r.aborts).toHaveLength(1);
    expect(r.aborts[0]!.message).toBe("the clinic API's answer is over 100 bytes");
    // Whatever still arrives is refused, and undici's completion becomes a failure with the reason.
    expect(r.wrapped.onData!(bytes(1))).toBe(false);
    expect(r.seen.data).toEqual([60]);
    r.wrapped.onComplete!({});
    expect(r.seen.complete).toEqual([]);
    expect(r.seen.errors).toEqual([r.aborts[0]]);
  });

  it('fails the request with the cap as the reason when undici reports the abort as its own error', async () => {
    const r = await apiRequest();
    r.connect();
    r.wrapped.onData!(bytes(101));
    r.wrapped.onError!(new Error('aborted'));
    expect(r.seen.errors.map((e) => e.message)).toEqual(["the clinic API's answer is over 100 bytes"]);
  });

  it('aborts an exchange at its total time, with the time as the reason', async () => {
    vi.useFakeTimers();
    const r = await apiRequest();
    r.connect();
    expect(r.wrapped.onData!(bytes(1))).toBe(true);
    vi.advanceTimersByTime(799);
    expect(r.aborts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(r.aborts.map((e) => e?.message)).toEqual(["the clinic API's answer took over 800 ms"]);
    expect(r.wrapped.onData!(bytes(1))).toBe(false);
    expect(r.seen.data).toEqual([1]);
    r.wrapped.onError!(new Error('aborted'));
    expect(r.seen.errors).toEqual([r.aborts[0]]);
    expect(r.seen.complete).toEqual([]);
  });

  it('counts the total time from the request, even before a connection: then it fails once connected', async () => {
    vi.useFakeTimers();
    const r = await apiRequest();
    vi.advanceTimersByTime(800);
    r.connect();
    expect(r.wrapped.onData!(bytes(1))).toBe(false);
    r.wrapped.onComplete!({});
    expect(r.seen.complete).toEqual([]);
    expect(r.seen.errors.map((e) => e.message)).toEqual(["the clinic API's answer took over 800 ms"]);
  });

  it('stops the clock once the request ends, and reports only its first ending', async () => {
    vi.useFakeTimers();
    const done = await apiRequest();
    done.connect();
    done.wrapped.onComplete!('t');
    vi.advanceTimersByTime(10_000);
    expect(done.aborts).toEqual([]);
    done.wrapped.onError!(new Error('late'));
    done.wrapped.onComplete!('again');
    expect(done.seen.complete).toEqual(['t']);
    expect(done.seen.errors).toEqual([]);

    const failed = await apiRequest();
    failed.connect();
    const err = new Error('socket hang up');
    failed.wrapped.onError!(err);
    vi.advanceTimersByTime(10_000);
    expect(failed.aborts).toEqual([]);
    failed.wrapped.onComplete!('late');
    failed.wrapped.onError!(new Error('again'));
    expect(failed.seen.errors).toEqual([err]);
    expect(failed.seen.complete).toEqual([]);
  });

  it("does not keep the process alive for the total time's clock", async () => {
    const timers: NodeJS.Timeout[] = [];
    const real = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      const t = real(fn, ms);
      timers.push(t);
      return t;
    }) as typeof setTimeout);
    const r = await apiRequest();
    expect(timers).toHaveLength(1);
    expect(timers[0]!.hasRef()).toBe(false);
    r.connect();
    r.wrapped.onComplete!({});
  });

  it("passes every other handler member through, bound to the request's handler", async () => {
    const { agent, installed } = await install();
    const h = {
      ...handler().h,
      name: 'fetch handler',
      calls: 0,
      onHeaders(this: { calls: number }, status: number) {
        this.calls++;
        return status === 200;
      },
    };
    installed.dispatch({ origin: 'https://clinic.example' }, h);
    const wrapped = agent.passed[0]!.handler as typeof h;
    expect(wrapped.name).toBe('fetch handler');
    // undici calls the members it took off the handler unbound.
    const onHeaders = wrapped.onHeaders as (status: number) => boolean;
    expect(onHeaders(200)).toBe(true);
    expect(onHeaders(500)).toBe(false);
    expect(h.calls).toBe(2);
  });

  it('works with a handler that has no connect or error members', async () => {
    vi.useFakeTimers();
    const { agent, installed } = await install();
    const data: number[] = [];
    installed.dispatch(
      { origin: 'https://clinic.example' },
      { onData: (c: Uint8Array) => (data.push(c.length), true) },
    );
    const wrapped = agent.passed[0]!.handler;
    wrapped.onConnect!(() => undefined);
    expect(wrapped.onData!(bytes(5))).toBe(true);
    expect(() => wrapped.onError!(new Error('x'))).not.toThrow();
    expect(data).toEqual([5]);
    vi.advanceTimersByTime(1_000);

    // Cut off, or completed, with neither member to tell: nothing throws.
    const cut = handler().h;
    delete cut.onError;
    delete cut.onComplete;
    installed.dispatch({ origin: 'https://clinic.example' }, cut);
    const cutWrapped = agent.passed[1]!.handler;
    cutWrapped.onConnect!(() => undefined);
    expect(cutWrapped.onData!(bytes(101))).toBe(false);
    expect(() => cutWrapped.onComplete!({})).not.toThrow();
    const whole = handler().h;
    delete whole.onComplete;
    installed.dispatch({ origin: 'https://clinic.example' }, whole);
    expect(() => agent.passed[2]!.handler.onComplete!({})).not.toThrow();
  });

  it('cuts a body over the cap that comes before any connection without throwing', async () => {
    const queued: (() => void)[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((fn) => void queued.push(fn));
    const r = await apiRequest();
    expect(r.wrapped.onData!(bytes(101))).toBe(false);
    expect(queued).toHaveLength(1);
    expect(() => queued[0]!()).not.toThrow();
    r.wrapped.onComplete!({});
    expect(r.seen.errors.map((e) => e.message)).toEqual(["the clinic API's answer is over 100 bytes"]);
  });
});
