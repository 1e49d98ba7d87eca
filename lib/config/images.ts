import { readConfig } from './parse-env';
import type { MediaAllowList } from '../images/media-check';

let allowed: { hosts: Set<string>; path: string } | undefined;

/**
 * Whether next/image may optimise an image from this address: what `images.remotePatterns` (next.config.ts) lets
 * through, a configured https host, under CLINIC_IMAGE_PATH, with no query. Anything else is shown as it is rather
 * than as an optimiser address the optimiser would refuse.
 */
export function canOptimizeRemote(url: URL): boolean {
  if (!allowed) {
    const cfg = readConfig(process.env);
    allowed = { hosts: new Set(cfg.imageHosts), path: cfg.imagePath };
  }
  return (
    url.protocol === 'https:' &&
    allowed.hosts.has(url.hostname) &&
    url.port === '' &&
    url.search === '' &&
    url.pathname.startsWith(allowed.path)
  );
}

/** The site's own origin: demo media on it are served from public/ and optimised locally. */
export function siteOrigin(): string {
  return readConfig(process.env).siteUrl;
}

let allowList: MediaAllowList | undefined;

/** Where API images may come from: the site's and the API's origins, https on the configured image hosts. */
export function mediaAllowList(): MediaAllowList {
  if (allowList) return allowList;
  const c = readConfig(process.env);
  const origins = [c.siteUrl, ...(c.apiUrl ? [c.apiUrl] : [])].map((u) => new URL(u).origin);
  return (allowList = { origins, hosts: c.imageHosts });
}
