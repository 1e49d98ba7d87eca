import { createDemoHandler, type DemoHandler } from './handler';
import { DemoStore } from './store';
import { createDemoContent } from './fixtures';
import { addLaterContent, isLater, parseApiVersion } from './versions';
import { generatedPages, generatedPosts } from './fixtures/generated';

export interface DemoInstance {
  store: DemoStore;
  handler: DemoHandler;
  /** The API version the demo plays. */
  apiVersion: string;
}

export interface DemoInstanceOptions {
  mediaOrigin: string;
  noindex?: boolean;
  webhookUrl?: string | null;
  rateLimit?: number;
  /** Length of the rate window in ms (default: the API's minute). */
  rateWindowMs?: number;
  /** Extra generated guide pages (build benchmarks: a large clinic). */
  generatedPages?: number;
  /** Extra generated posts (a clinic that writes a lot: the paged posts index). */
  generatedPosts?: number;
  /** The demo's clock (tests): what its rate window and booking calendar count from. */
  now?: () => number;
  /** The API minor version to play, e.g. `1.3.0`, or a later one with additions (`1.99.0`); default the newest described. */
  apiVersion?: string;
}

/** A fresh demo clinic: store seeded with the fixtures, and its API handler. */
export function createDemoInstance(opts: DemoInstanceOptions): DemoInstance {
  const apiVersion = parseApiVersion(opts.apiVersion);
  const content = createDemoContent();
  if (opts.noindex) content.site.noindex = true;
  if (isLater(apiVersion)) addLaterContent(content);
  if (opts.generatedPages) content.pages.push(...generatedPages(opts.generatedPages));
  if (opts.generatedPosts) content.posts.push(...generatedPosts(opts.generatedPosts));
  const store = new DemoStore(content);
  if (opts.webhookUrl) store.areas.webhookUrl = opts.webhookUrl;
  return {
    store,
    apiVersion: apiVersion.label,
    handler: createDemoHandler({
      store,
      mediaOrigin: opts.mediaOrigin,
      rateLimit: opts.rateLimit,
      rateWindowMs: opts.rateWindowMs,
      now: opts.now,
      apiVersion,
    }),
  };
}

const g = globalThis as { __demoClinic?: DemoInstance };

/** The process-wide demo clinic (kept across hot reloads in development). */
export function demoClinic(opts: DemoInstanceOptions): DemoInstance {
  g.__demoClinic ??= createDemoInstance(opts);
  return g.__demoClinic;
}
