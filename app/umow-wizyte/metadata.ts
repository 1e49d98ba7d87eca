import type { Metadata } from 'next';
import { getSiteForLivePage } from '@/lib/site-data/content';
import { t } from '@/lib/i18n';
import { canonicalOrigin, pageUrl, siteMetadata } from '@/lib/seo';
import { pageAlternates } from '@/lib/seo/metadata';
import { seoOptions } from '@/lib/seo/server';

export const PATH = '/umow-wizyte';

/** The booking page's metadata, the same in the server build (page.server.tsx) and the export (page.static.tsx). */
export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteForLivePage();
  const opts = seoOptions();
  const url = pageUrl(canonicalOrigin(site, opts), PATH);
  const description = t.booking.metaDescription(site.name);
  const base = siteMetadata(site, opts);
  return {
    ...base,
    // This route is outside the content layout that sets the title template, so the clinic's name is added here.
    title: { absolute: `${t.booking.pageTitle} · ${site.name}` },
    description,
    // Deep links (?service=, ?resource=) are one page for search engines.
    alternates: pageAlternates(site, seoOptions(), url),
    openGraph: { ...base.openGraph, url, title: t.booking.pageTitle, description },
  };
}
