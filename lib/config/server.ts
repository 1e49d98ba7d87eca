import 'server-only';
import { readConfig, type SiteConfig } from './parse-env';

let cached: SiteConfig | undefined;

/** The validated configuration (server only: it holds the secret key). */
export function config(): SiteConfig {
  cached ??= readConfig(process.env);
  return cached;
}
