/**
 * Whether an address's host is this machine (localhost, 127.0.0.0/8, ::1): the only place plain http may carry the
 * clinic's API key, since nothing on the way can read it. Anywhere else the key must travel over https.
 */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = h.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  return Boolean(v4 && v4[1] === '127' && v4.slice(1).every((o) => Number(o) <= 255));
}

/** Null when `url` may carry the API key (https, or http to this machine); otherwise why not. */
export function plainHttpRefusal(url: URL, name: string): string | null {
  if (url.protocol !== 'http:' || isLoopbackHost(url.hostname)) return null;
  return `${name} must be an https address: plain http to ${url.host} would send the API key unencrypted (http is accepted only for this machine: localhost, 127.0.0.1, [::1])`;
}
