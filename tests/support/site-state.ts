/** Process-wide state of the site (client, memos, learnt endpoints) lives on globalThis: a fresh site per test. */
export function forgetSiteState(): void {
  const g = globalThis as unknown as Record<symbol, unknown>;
  for (const key of Object.getOwnPropertySymbols(g)) if (key.description?.startsWith('clinic-site.')) delete g[key];
}
