import { isLoopbackHost } from '../config/loopback';
import { isSitePath } from '../site-path';

/**
 * Which image addresses from the API the site renders. A MediaRef `url` is whatever the clinic's panel holds: a
 * pasted `javascript:` or `data:` address, a plain-http one or a file on some other server must not reach an
 * `<img src>` (the CSP and React would stop the worst, the site does not rely on them). Allowed: a path of this site,
 * the site's or the API's own origin, and https on a configured image host; http only on this machine (the demo).
 */
export interface MediaAllowList {
  /** Origins whose files are always the clinic's: the site's own (demo media) and the API's. */
  origins: string[];
  /** Hosts an https image may come from (the API's host and CLINIC_IMAGE_HOSTS). */
  hosts: string[];
}

/** Longest piece of a pasted value a log line repeats. */
const SHOWN = 60;
const cut = (s: string) => (s.length > SHOWN ? `${s.slice(0, SHOWN)}…` : s);

/** Null when the address may be rendered; otherwise why not, in a few words (never the whole value). */
export function mediaUrlProblem(url: string, allow: MediaAllowList): string | null {
  if (isSitePath(url)) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return 'not an address';
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return `scheme ${cut(u.protocol)}`;
  if (u.protocol === 'http:' && !isLoopbackHost(u.hostname)) return 'http: not https:';
  if (allow.origins.includes(u.origin)) return null;
  if (u.protocol === 'https:' && allow.hosts.includes(u.hostname)) return null;
  return `host ${cut(u.host)} is not an image host: CLINIC_IMAGE_HOSTS`;
}

export interface LeftOutImage {
  /** Where it was, as a path into the record ("doctor.photo", "blocks[2]:hero.v1.image"). */
  field: string;
  reason: string;
}

/**
 * A copy of an API record in which every image whose address is not allowed is null (what the API sends for "no
 * image", so every component already draws its fallback), with the list of what was left out. An image is any
 * object with a string `url`: that is a MediaRef everywhere in the content, typed fields and block props alike,
 * except social links (`socials`, links checked by safeHref where they are drawn), which are skipped.
 */
export function leaveOutBadImages<T>(record: T, allow: MediaAllowList, at = ''): { value: T; leftOut: LeftOutImage[] } {
  const leftOut: LeftOutImage[] = [];
  const walk = (v: unknown, path: string): unknown => {
    if (Array.isArray(v)) {
      let changed = false;
      const out = v.map((item, i) => {
        const block = isBlock(item) ? `:${item.type}` : '';
        const next = walk(item, `${path}[${i}]${block}`);
        if (next !== item) changed = true;
        return next;
      });
      return changed ? out : v;
    }
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    if (typeof o.url === 'string') {
      const reason = mediaUrlProblem(o.url, allow);
      if (!reason) return v;
      leftOut.push({ field: path, reason });
      return null;
    }
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, child] of Object.entries(o)) {
      // A block's props are named by the block (blocks[2]:hero.v1.image), not by the word `props`.
      const childPath = k === 'props' && isBlock(o) ? path : path ? `${path}.${k}` : k;
      const next = k === 'socials' ? child : walk(child, childPath);
      if (next !== child) changed = true;
      out[k] = next;
    }
    return changed ? out : v;
  };
  return { value: walk(record, at) as T, leftOut };
}

function isBlock(v: unknown): v is { type: string; props: unknown } {
  return Boolean(v && typeof v === 'object' && typeof (v as { type?: unknown }).type === 'string' && 'props' in v);
}
