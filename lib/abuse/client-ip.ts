/**
 * The client's address from X-Forwarded-For. Each trusted proxy in front of the site appends the address it saw,
 * so the client is the entry `hops` places from the right; anything further left was sent by the client and may
 * be forged. Without a proxy (hops 0) Next.js fills the header with the socket address, unless the client sent
 * one itself, which cannot be told apart: the per-address limit is then best effort and the global cap is what
 * protects the API budget. Returns null when there is no address.
 */
export function clientIp(forwardedFor: string | null | undefined, trustedHops: number): string | null {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const index = Math.max(0, entries.length - Math.max(1, trustedHops));
  return normaliseIp(entries[index]!);
}

/**
 * One key per client: IPv4 as is (ports and IPv4-mapped IPv6 prefixes stripped), IPv6 by its /64 network, since one
 * home or phone connection gets a whole /64 and could otherwise rotate through it.
 */
export function normaliseIp(raw: string): string {
  let ip = raw.trim().toLowerCase();
  const bracketed = ip.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) ip = bracketed[1]!;
  const v4 = ip.match(/^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/);
  if (v4) return v4[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
