import { readConfig } from './parse-env';
import type { MediaAllowList } from '../images/media-check';

let hosts: Set<string> | undefined;

/** Whether next/image may optimise an image from this address (configured https hosts only). */
export function canOptimizeRemote(url: URL): boolean {
  hosts ??= new Set(readConfig(process.env).imageHosts);
  return url.protocol === 'https:' && hosts.has(url.hostname);
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
