import 'server-only';
import type { SeoOptions } from './index';
import { config } from '../config/server';

/** What the SEO builders need from the configuration. */
export function seoOptions(): SeoOptions {
  const cfg = config();
  return {
    siteUrl: cfg.siteUrl,
    siteUrlSet: cfg.siteUrlSet,
    production: process.env.NODE_ENV === 'production',
    schemaType: cfg.schemaType,
  };
}
