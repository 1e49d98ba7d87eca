import 'server-only';
import { contentSecurityPolicy } from '../config/security-headers';
import { processSingleton } from '../singleton';
import { config } from '../config/server';

/** The Content-Security-Policy of this server's pages, from its own configuration (computed once). */
export function pagePolicy(): string {
  return processSingleton('contentSecurityPolicy', () => {
    const cfg = config();
    return contentSecurityPolicy({
      apiOrigin: cfg.apiUrl ? new URL(cfg.apiUrl).origin : null,
      imageHosts: cfg.imageHosts,
      production: process.env.NODE_ENV === 'production',
      tags: cfg.tags,
    });
  });
}
