/**
 * The one switch between the two production builds: `next build` (a server: ISR, forms, route handlers, proxy) and
 * `npm run export` (STATIC_EXPORT=1: files in out/ for any static host). Pure, so next.config.ts, scripts and server
 * code all read the same answer.
 *
 * The export leaves out what has no static equivalent by file name, not by branches in the code:
 * - route files named `*.server.ts(x)` (route handlers, proxy, pages that read the request) exist only in a server
 *   build, `*.static.ts(x)` only in the export (Next's `pageExtensions` decides which special files a build sees);
 * - a module `x.static.tsx` beside `x.tsx` replaces it in the export (Turbopack's `resolveExtensions` tries
 *   `.static.*` first), which is how the forms become contact panels without their server actions being bundled.
 */
export function isStaticExport(env: Record<string, string | undefined> = process.env): boolean {
  return env.STATIC_EXPORT === '1';
}

const CODE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];

/** The special files (page, route, layout, proxy) a build includes. */
export function pageExtensions(staticExport: boolean): string[] {
  const variant = staticExport ? 'static' : 'server';
  return [...CODE_EXTENSIONS, ...CODE_EXTENSIONS.map((ext) => `${variant}.${ext}`)];
}

/** How imports resolve: in the export a `.static.*` twin wins over the module it replaces. */
export function resolveExtensions(staticExport: boolean): string[] {
  const base = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'];
  return staticExport ? ['.static.tsx', '.static.ts', ...base, '.node'] : base;
}

/** Where the export writes (Next's fixed folder for `output: 'export'` with the default distDir). */
export const EXPORT_DIR = 'out';
