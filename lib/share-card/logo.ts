import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import sharp from 'sharp';
import { failureDetail } from '../api-failure';
import { mediaAllowList, siteOrigin } from '../config/images';
import { mediaUrlProblem } from '../images/media-check';
import { isSitePath } from '../site-path';

/** A logo file larger than this is not a logo: left out rather than read whole. */
const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** A logo server slower than this leaves the card with the clinic's name instead. */
const LOGO_TIMEOUT_MS = 5000;
/** Drawn at most this high on the card (px); decoded at twice that for a sharp edge. */
export const LOGO_HEIGHT = 84;
const LOGO_MAX_WIDTH = 520;

export interface CardLogo {
  src: string;
  /** Drawn size on the card (px): within LOGO_HEIGHT and LOGO_MAX_WIDTH, proportions kept. */
  width: number;
  height: number;
}

const cache = new Map<string, Promise<CardLogo | null>>();

/** A logo refused for a reason of this file's own: its message names the reason, never the address or a body. */
class LogoRefused extends Error {}

/**
 * The clinic's logo as a PNG data URL with its drawn size, or null: then the card names the clinic in text. Read once per
 * process (every card of a build shares it). A path of this site (or its own origin) is read from public/; any other
 * address must pass the same check as every image from the API (lib/images/media-check.ts) and is fetched with a
 * time and size bound. Whatever the file is, sharp re-encodes it (SVG, WebP, AVIF become PNG); a file it cannot read
 * is no logo. Never throws: a bad logo must not break a build.
 */
export function cardLogo(url: string | null | undefined): Promise<CardLogo | null> {
  if (!url) return Promise.resolve(null);
  let p = cache.get(url);
  if (!p) {
    p = readLogo(url).catch((err: unknown) => {
      // Another error's message may carry the address from the panel (a file's path) or what a server sent.
      console.warn(`[share-card] logo left out: ${err instanceof LogoRefused ? err.message : failureDetail(err)}`);
      return null;
    });
    cache.set(url, p);
  }
  return p;
}

async function readLogo(url: string): Promise<CardLogo | null> {
  const bytes = await logoBytes(url);
  if (!bytes) return null;
  const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .resize({ height: LOGO_HEIGHT * 2, width: LOGO_MAX_WIDTH * 2, fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return {
    src: `data:image/png;base64,${data.toString('base64')}`,
    width: Math.round(info.width / 2),
    height: Math.round(info.height / 2),
  };
}

async function logoBytes(url: string): Promise<Buffer | null> {
  const own = ownPath(url);
  if (own) return publicFile(own);
  const problem = mediaUrlProblem(url, mediaAllowList());
  if (problem) throw new LogoRefused('not an image address the site may load (CLINIC_IMAGE_HOSTS)');
  const res = await fetch(url, { signal: AbortSignal.timeout(LOGO_TIMEOUT_MS), redirect: 'error' });
  if (!res.ok || !res.body) throw new LogoRefused(`HTTP ${res.status}`);
  const declared = Number(res.headers.get('content-length'));
  if (declared > MAX_LOGO_BYTES) throw new LogoRefused('larger than 2 MB');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_LOGO_BYTES) {
      await reader.cancel();
      throw new LogoRefused('larger than 2 MB');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The path of a logo served by this site (a path, or an address on its own origin), else null. */
function ownPath(url: string): string | null {
  if (isSitePath(url)) return url.split(/[?#]/)[0]!;
  try {
    const u = new URL(url);
    return u.origin === new URL(siteOrigin()).origin ? u.pathname : null;
  } catch {
    return null;
  }
}

/** A file of public/, never one outside it. */
async function publicFile(path: string): Promise<Buffer | null> {
  const root = join(process.cwd(), 'public');
  const file = normalize(join(root, decodeURIComponent(path)));
  if (!file.startsWith(root + sep)) return null;
  const bytes = await readFile(file);
  return bytes.length > MAX_LOGO_BYTES ? null : bytes;
}
