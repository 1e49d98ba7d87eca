/** The shape Next calls (see node_modules/next/dist/docs/…/incrementalCacheHandlerPath.md); values are Next's own. */
export default class RedisCacheHandler {
  constructor(ctx: { serverDistDir?: string });
  get(key: string, ctx: unknown): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
