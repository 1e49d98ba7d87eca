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
  /**
   * The minor version the demo plays (lib/demo-clinic/versions.ts). Request rules a later version added apply only
   * from their version: below it the server does not know the parameter or key, as an older server would not.
   */
  apiMinor: number;
}

export type DemoRoute = {
  method: 'GET' | 'POST';
  /** Path pattern with `:param` segments, e.g. `/posts/:slug`. */
  pattern: string;
  handle: (ctx: DemoContext, params: Record<string, string>) => Response | Promise<Response>;
};
