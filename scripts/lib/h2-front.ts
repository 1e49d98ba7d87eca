/**
 * An HTTPS front speaking HTTP/2 (Debian's nginx, a self-signed certificate made with openssl) before servers on
 * this machine, for `npm run bench:lighthouse -- --transport h2`: patients reach the site over HTTP/2 (Vercel's edge,
 * or a TLS proxy such as deploy/nginx.conf's), not over `next start`'s plain HTTP/1.1. Each upstream gets a port of
 * its own; the browser must be started with --ignore-certificate-errors.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { freePort } from './free-port';
import { runNginx } from './instances';

export async function startH2Front(upstreams: number[]): Promise<{ origins: string[]; stop: () => Promise<void> }> {
  const ports = await Promise.all(upstreams.map(() => freePort()));
  const servers = upstreams.map(
    (upstream, i) => `  server {
    listen 127.0.0.1:${ports[i]} ssl http2;
    location / {
      proxy_pass http://127.0.0.1:${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The browser's host: Next refuses a server action whose Origin names another host than the request's.
      proxy_set_header Host $http_host;
    }
  }`,
  );
  const nginx = await runNginx(async (prefix) => {
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(prefix, 'key.pem'),
      '-out',
      join(prefix, 'cert.pem'),
    ]).catch((err: Error) => {
      throw new Error(
        `--transport h2 needs openssl for its certificate (Debian: apt-get install -y openssl): ${err.message}`,
      );
    });
    return `worker_processes 1;
pid nginx.pid;
error_log logs/error.log;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  ssl_certificate ${join(prefix, 'cert.pem')};
  ssl_certificate_key ${join(prefix, 'key.pem')};
${servers.join('\n')}
}
`;
  });
  return { origins: ports.map((p) => `https://localhost:${p}`), stop: nginx.stop };
}
