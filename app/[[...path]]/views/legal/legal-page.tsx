import type { Metadata } from 'next';
import type { Site } from '@/lib/clinic-api/schemas';
import { LEGAL_PAGES, type LegalPath } from '@/lib/legal/paths';
import { t } from '@/lib/i18n';
import { siteMetadata } from '@/lib/seo';
import { pageAlternates, TITLE_SEPARATOR } from '@/lib/seo/metadata';
import { canonicalOrigin, pageUrl } from '@/lib/seo/options';
import { config } from '@/lib/config/server';
import { seoOptions } from '@/lib/seo/server';
import { getPriceList } from '@/lib/site-data/legal';
import { AccessibilityView } from './accessibility';
import { PatientRightsView } from './patient-rights';
import { PriceListView } from './price-list';
import { TermsView, type SiteForms } from './terms';
import { isStaticExport } from '@/lib/config/static-export';
import { readEmbedConfig } from '@/lib/config/embed';

/** What the site offers to fill in: its own forms, or in the static export the clinic's embed or none. */
function siteForms(): SiteForms {
  if (!isStaticExport()) return 'own';
  return readEmbedConfig(process.env) ? 'embed' : 'none';
}

/** The starter's page at a legal path (one the clinic does not publish itself). */
export async function LegalPageView({ path, site }: { path: LegalPath; site: Site }) {
  switch (LEGAL_PAGES[path]) {
    case 'terms':
      return <TermsView site={site} forms={siteForms()} />;
    case 'patientRights':
      return <PatientRightsView site={site} />;
    case 'accessibility':
      return (
        <AccessibilityView site={site} reviewedAt={config().accessibilityReviewedAt} ownForms={siteForms() === 'own'} />
      );
    case 'priceList':
      return <PriceListView site={site} list={await getPriceList()} copyFee={config().recordsCopyFee} />;
  }
}

/** Title, description and canonical address of a starter legal page; indexable unless the whole site is not. */
export function legalPageMetadata(path: LegalPath, site: Site): Metadata {
  const kind = LEGAL_PAGES[path];
  const base = siteMetadata(site, seoOptions());
  const url = pageUrl(canonicalOrigin(site, seoOptions()), path);
  const description = t.legal.descriptions[kind](site.name);
  return {
    ...base,
    // The layout of this segment cannot template its own page's title: the page names the site itself.
    title: { absolute: `${t.legal.titles[kind]}${TITLE_SEPARATOR}${site.name}` },
    description,
    alternates: pageAlternates(site, seoOptions(), url),
    openGraph: { ...base.openGraph, url, title: t.legal.titles[kind], description },
  };
}
