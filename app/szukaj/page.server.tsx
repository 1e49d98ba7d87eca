import type { Metadata } from 'next';
import { PageKindMeta } from '@/components/ui/conversion-beacon';
import { SiteFrame } from '@/components/ui/site-frame';
import { pageActionBar } from '@/app/action-bar';
import { SearchForm } from '@/components/ui/search-form';
import { SearchResults } from '@/components/ui/search-results';
import { config } from '@/lib/config/server';
import { t } from '@/lib/i18n';
import { search } from '@/lib/search/engine';
import { getSiteForLivePage } from '@/lib/site-data/content';
import { getSearchIndex } from '@/lib/site-data/search';
import { CallReception } from './results';

// A results page is not a page of the site: search engines follow its links but do not index it.
export const metadata: Metadata = { title: t.search.title, robots: { index: false, follow: true } };

/**
 * The site search (GET /szukaj?q=…): answered on the server from the index kept in memory (lib/site-data/search.ts),
 * so it works without JavaScript and costs the API nothing per query.
 */
export default async function SearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const [site, hits] = await Promise.all([
    getSiteForLivePage(),
    query ? getSearchIndex().then((index) => search(index, query)) : [],
  ]);
  return (
    <SiteFrame site={site} demo={config().mode === 'demo'} actionBar={await pageActionBar(site)}>
      <PageKindMeta kind="search" />
      <section className="container container-narrow search-page">
        <h1>{t.search.title}</h1>
        <p className="lead">{t.search.intro}</p>
        <SearchForm id="search-page-q" query={query} autoFocus={!query} />
        <SearchResults query={query} hits={hits} phone={<CallReception site={site} />} />
      </section>
    </SiteFrame>
  );
}
