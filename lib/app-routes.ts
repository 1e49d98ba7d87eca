import { GALLERY_PATH } from './starter-paths';

/**
 * Paths the app answers with routes of its own, outside the catch-all content route (app/[[...path]]/): a page
 * route answers its exact path only (`/umow-wizyte/x` is the catch-all's). The gallery's block previews exist only
 * while the gallery is on (development, the demo); a preview path that was not generated falls through to the
 * catch-all like any made-up path. tests/unit/made-up-paths.test.ts walks app/ and fails when a route is missing.
 */
const OWN_PAGES: ReadonlySet<string> = new Set([
  '/umow-wizyte',
  '/polityka-prywatnosci',
  '/zglos-problem',
  '/szukaj',
  GALLERY_PATH,
]);
const GALLERY_PREFIXES: readonly string[] = [`${GALLERY_PATH}/podglad/`];
/** The pages' share cards (app/og/[...card]/, lib/share-card/path.ts): a card of no page answers 404 itself. */
const CARD_PREFIX = '/og/';

/**
 * The one path every made-up path is answered from (proxy.ts rewrites to it): the catch-all's 404, rendered and
 * cached once instead of once per path. Under /starter/, which a clinic must not publish (lib/starter-paths.ts).
 */
export const NOT_FOUND_PATH = '/starter/404';

/** True for the path a made-up path was rewritten to: what the visitor asked for is not in it. */
export function isNotFoundPath(path: string): boolean {
  return path === NOT_FOUND_PATH || path.startsWith(`${NOT_FOUND_PATH}/`);
}

/**
 * The files of public/ (Next serves them after the proxy), as next.config.ts lists them at build into
 * CLINIC_PUBLIC_FILES: the proxy must let them through, not answer them as made-up paths.
 */
let files: { from: string; set: ReadonlySet<string> } | undefined;

/** True when a file of public/ answers `path` (a decoded path: `/demo/hero/about.webp`). */
export function isPublicFile(path: string): boolean {
  const from = process.env.CLINIC_PUBLIC_FILES ?? '';
  if (files?.from !== from) files = { from, set: new Set(from.split('\n').filter(Boolean)) };
  return files.set.has(path);
}

/**
 * True when a route of its own may answer `path` (not the catch-all content route); `gallery`: the gallery is on
 * (app/starter/galeria/enabled.ts), so its previews are let through.
 */
export function isOwnRoute(path: string, gallery: boolean): boolean {
  return (
    OWN_PAGES.has(path) || path.startsWith(CARD_PREFIX) || (gallery && GALLERY_PREFIXES.some((p) => path.startsWith(p)))
  );
}

/**
 * A request's pathname (percent-encoded) as the catch-all's `toPath` sees it: segments decoded, no empty ones (a
 * trailing slash). Null when it cannot be decoded (then it is no page).
 */
export function decodedPath(pathname: string): string | null {
  try {
    const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    return segments.length === 0 ? '/' : '/' + segments.join('/');
  } catch {
    return null;
  }
}
