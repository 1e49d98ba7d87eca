import type { Site } from '../clinic-api/schemas';
import { clinicSchemaType, type ClinicSchemaType } from './schema-type';

/** Options the SEO builders need from the configuration. */
export interface SeoOptions {
  /** SITE_URL without a trailing slash (http://localhost:3000 when unset). */
  siteUrl: string;
  /** True when SITE_URL was set explicitly. */
  siteUrlSet: boolean;
  /** Running a production build (`next start`), where an unset SITE_URL falls back to the clinic's domain. */
  production: boolean;
  /** CLINIC_SCHEMA_TYPE, e.g. Dentist (checked by `clinicSchemaType`). */
  schemaType: string;
}

/**
 * The origin every canonical, sitemap and JSON-LD address starts with: SITE_URL when set; otherwise, in production,
 * the clinic's connected domain (so a deployment without SITE_URL still names its real address); else the dev default.
 */
export function canonicalOrigin(site: Pick<Site, 'primaryDomain'>, opts: SeoOptions): string {
  if (opts.siteUrlSet) return trimSlash(opts.siteUrl);
  const domain = site.primaryDomain
    ?.trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '');
  if (opts.production && domain) return `https://${domain.toLowerCase()}`;
  if (opts.production) warnNoOrigin(trimSlash(opts.siteUrl));
  return trimSlash(opts.siteUrl);
}

let warned = false;
/**
 * A production site with neither SITE_URL nor a domain the clinic connected names the dev default in its canonical
 * addresses, sitemap and JSON-LD: said once per process in the server's log, naming the variable to set (the site
 * still serves: the domain may be connected in the platform at any time).
 */
function warnNoOrigin(fallback: string) {
  if (warned) return;
  warned = true;
  console.warn(
    `SITE_URL is not set and the clinic has no primaryDomain: canonical addresses, the sitemap and JSON-LD name ${fallback}. Set SITE_URL to the site's public origin (https://…).`,
  );
}

/** An absolute address for a site path or a media URL (media may arrive site-relative from the demo). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`, `${origin}/`).toString();
}

/** The canonical address of a site path ('/' gives the origin with its slash). */
export function pageUrl(origin: string, path: string): string {
  return absoluteUrl(origin, path || '/');
}

/** Resolved SEO context shared by the metadata and JSON-LD builders. */
export interface SeoContext {
  origin: string;
  schemaType: ClinicSchemaType;
  clinicId: string;
}

export function seoContext(site: Pick<Site, 'primaryDomain'>, opts: SeoOptions): SeoContext {
  const origin = canonicalOrigin(site, opts);
  return { origin, schemaType: clinicSchemaType(opts.schemaType), clinicId: `${origin}/#clinic` };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
