import http from 'node:http';
import { SOCKET_ADDRESS_HEADER } from '../abuse/client-ip';

/**
 * Next.js keeps an X-Forwarded-For the client sent and only fills it with the socket's address when it is missing,
 * so without a proxy a visitor could choose its own limiter key. This puts the socket's peer address in a header of
 * the site's own on every incoming request (replacing any value a client sent), before Next.js sees the request.
 * Installed once at start-up from instrumentation.ts; lib/abuse/client-ip.ts reads it when TRUSTED_PROXY_HOPS is 0.
 */
const INSTALLED = Symbol.for('clinic-site.socket-address');

export function installSocketAddressHeader(server: typeof http.Server = http.Server): void {
  const proto = server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      const peer = req.socket?.remoteAddress;
      if (peer) req.headers[SOCKET_ADDRESS_HEADER] = peer;
      else delete req.headers[SOCKET_ADDRESS_HEADER];
    }
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(
      this,
      event,
      ...args,
    );
  } as typeof proto.emit;
}
