/**
 * The addresses of the pre-resized images of a static export. A page of the export names each image by its source
 * and the width and format it needs; scripts/export.ts reads those names back from the written pages and makes
 * exactly those files with sharp, so no optimiser is needed at run time and no width is made that no page asks for.
 *
 *   /_img/l/demo/team/anna.jpg.w640q75.webp     the site's own file public/demo/team/anna.jpg
 *   /_img/r/<base64url of the address>.w640q75.avif   a remote image (the API's media host)
 */
const EXPORT_IMAGE_PREFIX = '/_img/';
export type ExportImageFormat = 'avif' | 'webp' | 'jpg' | 'png';
export const DEFAULT_QUALITY = 75;

export interface ExportImage {
  /** A site path (`/demo/x.jpg`) or an absolute https address. */
  src: string;
  width: number;
  quality: number;
  format: ExportImageFormat;
}

// btoa/atob rather than Buffer: next/image also runs the loader in the browser (hydration).
const b64url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromB64url = (s: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

export function exportImageUrl({ src, width, quality, format }: ExportImage): string {
  const local = src.startsWith('/') && !src.startsWith('//');
  const name = local ? `l${src.split(/[?#]/)[0]}` : `r/${b64url(src)}`;
  return `${EXPORT_IMAGE_PREFIX}${name}.w${Math.round(width)}q${Math.round(quality)}.${format}`;
}

const PATTERN = /^\/_img\/(l\/.+|r\/[A-Za-z0-9_-]+)\.w(\d{1,5})q(\d{1,3})\.(avif|webp|jpg|png)$/;

/** The image an export address names, or null for anything else (a path that could leave public/ is refused). */
export function parseExportImageUrl(url: string): ExportImage | null {
  const m = PATTERN.exec(url);
  if (!m) return null;
  const [, name, w, q, format] = m as unknown as [string, string, string, string, ExportImageFormat];
  let src: string;
  if (name.startsWith('l/')) {
    src = name.slice(1);
    if (
      src
        .slice(1)
        .split('/')
        .some((part) => part === '..' || part === '.' || part === '')
    )
      return null;
  } else {
    try {
      src = fromB64url(name.slice(2));
    } catch {
      return null;
    }
    if (!/^https:\/\//.test(src)) return null;
  }
  return { src, width: Number(w), quality: Number(q), format };
}

/** The format for browsers that read neither AVIF nor WebP: PNG keeps a logo's transparency, JPEG the rest. */
export function fallbackFormat(src: string): ExportImageFormat {
  return /\.(png|gif|svg)([?#]|$)/i.test(src) ? 'png' : 'jpg';
}

/** The same image in another format (the <picture> of an export names all three). */
export function withFormat(url: string, format: ExportImageFormat): string {
  return url.replace(/\.(avif|webp|jpg|png)$/, `.${format}`);
}

/** `a.webp 640w, b.webp 750w` → the same list in another format. */
export function srcSetWithFormat(srcSet: string, format: ExportImageFormat): string {
  return srcSet
    .split(',')
    .map((entry) => {
      const [url, ...rest] = entry.trim().split(/\s+/);
      return [withFormat(url ?? '', format), ...rest].join(' ');
    })
    .join(', ');
}
