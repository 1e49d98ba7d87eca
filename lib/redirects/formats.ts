/**
 * The redirects file in each server's own words: Next's `redirects()` (the server build; vercel.json takes the same
 * entries), `_redirects` (Netlify, Cloudflare Pages) and an nginx `map` include, for the static export.
 */
import type { Redirect } from './parse';

/** Characters path-to-regexp (Next, Vercel) reads as syntax in a `source`. */
const escapeSource = (path: string) => path.replace(/[(){}:*+?\\]/g, '\\$&');

interface NextRedirect {
  source: string;
  destination: string;
  statusCode: 301 | 308;
}

/** next.config.ts `redirects()` and vercel.json `redirects`: `/blog/:path*` matches /blog and every path under it. */
export function nextRedirects(redirects: readonly Redirect[]): NextRedirect[] {
  return redirects.map((r) => ({
    source: r.wildcard ? `${escapeSource(r.from === '/' ? '' : r.from)}/:path*` : escapeSource(r.from),
    destination: r.splat ? `${r.to === '/' ? '' : r.to}/:path*` : r.to,
    statusCode: r.status,
  }));
}

/** vercel.json for a static deployment of out/ (Vercel reads it from the folder it deploys). */
export function vercelJson(redirects: readonly Redirect[]): string {
  return `${JSON.stringify({ redirects: nextRedirects(redirects) }, null, 2)}\n`;
}

/** `_redirects`: `/old /new 301`, `/blog/* /aktualnosci/:splat 308`; the first matching line wins. */
export function netlifyRedirects(redirects: readonly Redirect[]): string {
  const lines = redirects.map((r) => {
    const from = r.wildcard ? `${r.from === '/' ? '' : r.from}/*` : r.from;
    const to = r.splat ? `${r.to === '/' ? '' : r.to}/:splat` : r.to;
    return `${from} ${to} ${r.status}`;
  });
  return `# Written by npm run export from the redirects file (docs/launch.md): edit that, not this.\n${lines.join('\n')}\n`;
}

const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const nginxString = (s: string) => `"${s.replace(/["\\]/g, '\\$&')}"`;
/** nginx matches `$uri` decoded (`/zęby`, not `/z%C4%99by`). */
const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * An nginx include for the `http` block: two maps from the request's path to the new address, one per status
 * (`return` takes its code literally). The server block then says
 * `if ($clinic_redirect_301) { return 301 $clinic_redirect_301; }` and the same for 308 (docs/launch.md).
 * An exact path matches with and without its trailing slash; a wildcard is a regex that keeps the rest of the path.
 */
export function nginxRedirects(redirects: readonly Redirect[]): string {
  const maps = ([301, 308] as const).map((status) => {
    const entries = redirects
      .filter((r) => r.status === status)
      .flatMap((r) => {
        if (r.wildcard) {
          const prefix = r.from === '/' ? '' : r.from;
          const to = r.splat ? `${nginxString(r.to === '/' ? '' : r.to).slice(0, -1)}$rest"` : nginxString(r.to);
          return [`  "~^${regexEscape(decoded(prefix))}(?<rest>/.+?)?/?$" ${to};`];
        }
        const from = decoded(r.from);
        return [`  ${nginxString(from)} ${nginxString(r.to)};`, `  ${nginxString(`${from}/`)} ${nginxString(r.to)};`];
      });
    return `map $uri $clinic_redirect_${status} {\n  default "";\n${entries.join('\n')}\n}`;
  });
  return `# Written by npm run export from the redirects file (docs/launch.md): edit that, not this.\n${maps.join('\n')}\n`;
}
