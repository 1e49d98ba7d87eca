import type { Metadata } from 'next';
import { SiteFrame } from '@/components/ui/site-frame';
import { pageActionBar } from '@/app/action-bar';
import { SearchForm } from '@/components/ui/search-form';
import { SearchIsland } from '@/components/search/search-island';
import { config } from '@/lib/config/server';
import { t } from '@/lib/i18n';
import { getSiteData } from '@/lib/site-data/content';
import { CallReception } from './results';
import { INDEX_FILE } from './index-file';

export const metadata: Metadata = { title: t.search.title, robots: { index: false, follow: true } };

/**
 * The site search in the static export: no server to ask, so the page loads the prebuilt index (written beside it by
 * ./indeks.json) and searches in the browser. Without JavaScript the form still leads here, and the menu remains.
 */
export default async function SearchPage() {
  const site = await getSiteData();
  return (
    <SiteFrame site={site} demo={config().mode === 'demo'} actionBar={await pageActionBar(site)}>
      <section className="container container-narrow search-page">
        <h1>{t.search.title}</h1>
        <p className="lead">{t.search.intro}</p>
        <SearchForm id="search-page-q" />
        <SearchIsland indexUrl={INDEX_FILE} phone={<CallReception site={site} />} />
      </section>
    </SiteFrame>
  );
}
