import { describe, expect, it } from 'vitest';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { clientIp, normaliseIp, SOCKET_ADDRESS_HEADER, UNKNOWN_CLIENT } from '@/lib/abuse/client-ip';
import { SlidingWindowLimiter } from '@/lib/abuse/limiter';
import { installSocketAddressHeader } from '@/lib/server/socket-address';

/** The limiter's key under attack: forged X-Forwarded-For, floods of random keys, addresses rotated inside one network. */
const randomIpv4 = () => Array.from(randomBytes(4)).join('.');
const randomIpv6 = () => Array.from({ length: 8 }, () => randomBytes(2).toString('hex')).join(':');

describe('forged X-Forwarded-For', () => {
  it('whatever a client puts left of what the trusted proxies appended, its key stays the same', () => {
    for (let i = 0; i < 200; i++) {
      const forged = Array.from({ length: 1 + (i % 5) }, randomIpv4).join(', ');
      expect(clientIp(`${forged}, 203.0.113.7`, 1)).toBe('203.0.113.7');
      expect(clientIp(`${forged}, 203.0.113.7, 10.0.0.2`, 2)).toBe('203.0.113.7');
      // No proxy: the header is the client's own and does not count at all.
      expect(clientIp(`${forged}`, 0, '198.51.100.4')).toBe('198.51.100.4');
    }
  });

  it('junk in the trusted slot is one shared bucket, not a new key per string', () => {
    for (const junk of [
      '',
      'unknown',
      'a'.repeat(10_000),
      '999.1.1.1',
      '1.2.3',
      'evil.example',
      '<script>',
      '::g',
      '1:2:3:4:5:6:7:8:9',
    ])
      expect(clientIp(`1.1.1.1, ${junk}`, 1)).toBe(junk === '' ? '1.1.1.1' : UNKNOWN_CLIENT);
  });

  it('the site’s HTTP layer replaces a client’s socket-address header with the real peer', async () => {
    installSocketAddressHeader();
    const server = http.createServer((req, res) =>
      res.end(JSON.stringify({ socket: req.headers[SOCKET_ADDRESS_HEADER], xff: req.headers['x-forwarded-for'] })),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [SOCKET_ADDRESS_HEADER]: '6.6.6.6', 'x-forwarded-for': '6.6.6.6' },
      });
      const seen = (await res.json()) as { socket: string; xff: string };
      expect(seen.socket).toBe('127.0.0.1');
      expect(clientIp(seen.xff, 0, seen.socket)).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});

describe('10k random keys', () => {
  it('random strings all fall into one bucket', () => {
    const keys = new Set(
      Array.from({ length: 10_000 }, () => normaliseIp(randomBytes(1 + (randomBytes(1)[0]! % 40)).toString('latin1'))),
    );
    expect([...keys]).toEqual([UNKNOWN_CLIENT]);
  });

  it('10k addresses inside one IPv6 /64 are one key', () => {
    const prefix = '2001:db8:1:2';
    const keys = new Set(
      Array.from({ length: 10_000 }, () => normaliseIp(`${prefix}:${randomIpv6().split(':').slice(4).join(':')}`)),
    );
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
  });

  it('10k distinct valid addresses keep the limiter’s memory at its bound, and a recent key is still counted', () => {
    const l = new SlidingWindowLimiter(1, 60_000, 1_000);
    for (let i = 0; i < 10_000; i++) l.record(normaliseIp(i % 2 ? randomIpv4() : randomIpv6()));
    expect(l.size).toBe(1_000);
    l.record('203.0.113.9');
    expect(l.waitMs('203.0.113.9')).toBeGreaterThan(0);
  });
});
