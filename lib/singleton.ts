/**
 * One value per server process. Next bundles server code into several layers (pages, route handlers, the proxy),
 * each with its own copy of a module, so module-level state would exist once per layer: a client, a limiter or a
 * memory of the last good answer must live on `globalThis` to be shared. Every such value goes through here.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`clinic-site.${name}`);
  return (store[key] ??= create());
}
