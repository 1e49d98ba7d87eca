import { readConfig } from './parse-env';

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
