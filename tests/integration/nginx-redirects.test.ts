import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NGINX, runNginx } from '../../scripts/lib/instances';
import { freePort } from '../../scripts/lib/free-port';
import { nginxRedirects } from '@/lib/redirects/formats';
import { matchRedirect, readRedirects } from '@/lib/redirects/parse';

/**
 * The export's nginx-redirects.conf in Debian's nginx, wired as docs/launch.md says: it loads, and nginx answers each
 * old address with the status and Location the server build answers (lib/redirects/parse.ts matchRedirect).
 */
const REDIRECTS = readRedirects(
  [
    '/o-klinice,/o-nas,301',
    '/cennik-uslug,/cennik,308',
    '/stary-blog/*,/blog/*,301',
    '/oferta/*,/zabiegi,308',
    '/zęby-i-dziąsła,/zabiegi/higienizacja,301',
    '/sklep/*,https://sklep.example.pl/*,301',
  ].join('\n'),
);

describe.skipIf(!existsSync(NGINX))('the nginx include (needs nginx: scripts/system-deps.sh)', () => {
  let stop: () => Promise<void>;
  let origin: string;
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const nginx = await runNginx(async (prefix) => {
      await writeFile(join(prefix, 'nginx-redirects.conf'), nginxRedirects(REDIRECTS));
      return `worker_processes 1;
pid nginx.pid;
error_log logs/error.log;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  include ${join(prefix, 'nginx-redirects.conf')};
  server {
    listen 127.0.0.1:${port};
    absolute_redirect off;
    if ($clinic_redirect_301) { return 301 $clinic_redirect_301; }
    if ($clinic_redirect_308) { return 308 $clinic_redirect_308; }
    location / { return 404; }
  }
}
`;
    });
    stop = nginx.stop;
  }, 30_000);
  afterAll(async () => stop?.());

  it.each([
    '/o-klinice',
    '/o-klinice/',
    '/cennik-uslug',
    '/stary-blog',
    '/stary-blog/',
    '/stary-blog/a/b',
    '/stary-blog/a/b/',
    '/oferta/implanty/cena',
    '/z%C4%99by-i-dzi%C4%85s%C5%82a',
    '/sklep/pasta',
    '/o-nas',
    '/stary-blogi',
  ])('%s answers as the server build does', async (path) => {
    const res = await fetch(origin + path, { redirect: 'manual' });
    const expected = matchRedirect(REDIRECTS, path);
    expect(res.status).toBe(expected ? expected.redirect.status : 404);
    expect(res.headers.get('location')).toBe(expected ? expected.location : null);
  });
});
