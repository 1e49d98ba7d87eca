import { isIP } from 'node:net';

/**
 * The key a visitor is counted under by the form limits, and never more than one key per visitor's network.
 * Each trusted proxy in front of the site appends the address it saw to X-Forwarded-For, so with `hops` proxies the
 * client is the entry `hops` places from the right; anything further left was written by the client and may be
 * forged. With no proxy (hops 0) the header is the client's own and is ignored: the address is the socket's
 * (lib/server/socket-address.ts hands it over in SOCKET_ADDRESS_HEADER).
 */

/** Every request whose address cannot be trusted or read shares this one key. */
export const UNKNOWN_CLIENT = 'unknown';
/** The header the site's own HTTP layer sets to the socket's peer address (a value sent by a client is replaced). */
export const SOCKET_ADDRESS_HEADER = 'x-clinic-socket-address';

export function clientIp(
  forwardedFor: string | null | undefined,
  trustedHops: number,
  socketAddress?: string | null,
): string {
  if (trustedHops <= 0) return socketAddress ? normaliseIp(socketAddress) : UNKNOWN_CLIENT;
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request did not come through all of them (a direct hit, or a forgery).
  if (entries.length < trustedHops) return UNKNOWN_CLIENT;
  return normaliseIp(entries[entries.length - trustedHops]!);
}

/**
 * One key per client: IPv4 as is (a port and an IPv4-mapped IPv6 prefix stripped), IPv6 by its /64 network (one home
 * or phone connection gets a whole /64 and could otherwise rotate through it), anything that is not an IP address
 * UNKNOWN_CLIENT, so a forged header cannot mint keys.
 */
export function normaliseIp(raw: string): string {
  let ip = raw.trim().toLowerCase();
  if (ip.length > 64) return UNKNOWN_CLIENT;
  const bracketed = ip.match(/^\[([^\]]+)\](?::\d{1,5})?$/);
  if (bracketed) ip = bracketed[1]!;
  else ip = ip.replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/, '$1');
  ip = ip.replace(/%[0-9a-z._-]+$/, ''); // an IPv6 zone id names a local interface, not a client
  const mapped = ip.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (mapped) ip = mapped[1]!;
  const kind = isIP(ip);
  if (kind === 4) return ip;
  if (kind === 6) return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
  return UNKNOWN_CLIENT;
}

/** The eight groups of a valid IPv6 address, without leading zeros (an IPv4 tail becomes two groups). */
function ipv6Groups(ip: string): string[] {
  const v4Tail = ip.match(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  let text = ip;
  if (v4Tail) {
    const [a, b, c, d] = v4Tail.slice(1).map(Number) as [number, number, number, number];
    text = ip.slice(0, v4Tail.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}
