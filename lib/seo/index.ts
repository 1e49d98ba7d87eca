import type { Metadata } from 'next';
import type { ContentPage, Site } from '../clinic-api/schemas';

/** Options the SEO builders need from the configuration. */
export interface SeoOptions {
  siteUrl: string;
  siteUrlSet: boolean;
  production: boolean;
  schemaType: string;
}

/** STUB (the SEO work replaces it): metadata of the whole site, for the root layout. */
export function siteMetadata(site: Site, opts: SeoOptions): Metadata {
  return {
    metadataBase: new URL(opts.siteUrl),
    title: { default: site.name, template: `%s · ${site.name}` },
    robots: site.noindex ? { index: false, follow: true } : undefined,
  };
}

/** STUB: metadata of one content page. */
export function pageMetadata(site: Site, page: ContentPage, _opts: SeoOptions): Metadata {
  const title = page.kind === 'page' ? (page.seoTitle ?? page.title) : page.title;
  return { title: page.path === '/' ? { absolute: title } : title };
}

/** STUB: JSON-LD objects of one content page. */
export function pageJsonLd(_site: Site, _page: ContentPage, _opts: SeoOptions): object[] {
  return [];
}
