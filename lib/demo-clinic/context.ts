import type { DemoStore } from './store';

/** The clinic a key belongs to, and what the key may do. */
export interface DemoKey {
  key: string;
  clinicId: string;
  scopes: string[];
}

/** What every demo route receives. */
export interface DemoContext {
  req: Request;
  url: URL;
  /** Path after the version prefix, e.g. `/content`. */
  path: string;
  /** Path segments after the version prefix. */
  segments: string[];
  key: DemoKey;
  store: DemoStore;
  /** Origin that demo media addresses are made absolute against. */
  mediaOrigin: string;
  now: () => number;
}

export type DemoRoute = {
  method: 'GET' | 'POST';
  /** Path pattern with `:param` segments, e.g. `/posts/:slug`. */
  pattern: string;
  handle: (ctx: DemoContext, params: Record<string, string>) => Response | Promise<Response>;
};
