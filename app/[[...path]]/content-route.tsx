import { warnIfStarterPathsPublished } from '@/lib/starter-paths';
import type { Metadata } from 'next';
import { ContentPageView } from '@/app/[[...path]]/views/content-page';
import { EnquirySection } from '@/components/enquiry/enquiry-section';
import { JsonLd } from '@/components/ui/json-ld';
import { getAllPages, getSiteData } from '@/lib/site-data/content';
import { findRoutePage, laterIndexPages } from '@/lib/site-data/paged';
import { starterLegalPageAt } from '@/lib/site-data/legal';
import { LegalPageView, legalPageMetadata } from '@/app/[[...path]]/views/legal/legal-page';
import { starterLegalPaths } from '@/lib/legal/paths';
import { toPath } from '@/lib/site-path';
import { pageJsonLd, pageMetadata } from '@/lib/seo';
import { seoOptions } from '@/lib/seo/server';
import type { ContentPage, Site } from '@/lib/clinic-api/schemas';
import { MissingPage } from '../missing-page';

import { PageKindMeta } from '@/components/ui/conversion-beacon';

type Params = { params: Promise<{ path?: string[] }> };

/**
 * The catch-all content route, shared by both builds: page.server.tsx (ISR, paths first seen later render on their
 * first visit) and page.static.tsx (the export: exactly the published paths) add only their route settings.
 */

/**
 * Every published path is pre-rendered at build, the later pages of the posts and case-studies indexes
 * (lib/paging.ts), and the starter's legal pages the clinic does not publish itself; a path first seen later renders
 * on its first visit.
 */
export async function generateStaticParams() {
  const pages = await getAllPages();
  warnIfStarterPathsPublished(pages.map((p) => p.path));
  const paths = [
    ...pages.map((p) => p.path),
    ...(await laterIndexPages(pages)).map((p) => p.path),
    ...starterLegalPaths(new Set(pages.map((p) => p.path))),
  ];
  return paths.map((p) => ({ path: p === '/' ? [] : p.slice(1).split('/') }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const path = toPath((await params).path);
  const legal = await starterLegalPageAt(path);
  if (legal) return legalPageMetadata(legal, await getSiteData());
  const data = await findRoutePage(path);
  // A path that is not a page: the layout's metadata names the 404 (its title) and Next adds noindex.
  return data ? pageMetadata(data.site, data.page, seoOptions()) : {};
}

/** Treatment and doctor pages carry the enquiry form, with the treatment or the doctor chosen. */
function enquiryFor(page: ContentPage, site: Site) {
  if (page.kind === 'service') return <EnquirySection serviceSlug={page.service.slug} site={site} path={page.path} />;
  if (page.kind === 'doctor') return <EnquirySection doctorSlug={page.doctor.slug} site={site} path={page.path} />;
  return null;
}

export default async function ContentRoute({ params }: Params) {
  const path = toPath((await params).path);
  // A legal path the clinic does not publish: the starter's page, built from the clinic's data.
  const legal = await starterLegalPageAt(path);
  if (legal) return <LegalPageView path={legal} site={await getSiteData()} />;
  const data = await findRoutePage(path);
  if (!data) return <MissingPage />;
  const { site, page, paging } = data;
  const jsonLd = pageJsonLd(site, page, seoOptions());
  return (
    <>
      {jsonLd.length > 0 ? <JsonLd data={jsonLd} /> : null}
      <PageKindMeta kind={page.path === '/' ? 'home' : page.kind} />
      <ContentPageView page={page} site={site} enquiry={enquiryFor(page, site)} paging={paging} />
    </>
  );
}
