import 'server-only';
import type { SeoOptions } from '../seo';
import { config } from './config';

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
