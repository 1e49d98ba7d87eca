import type { Metadata } from 'next';
import { SiteFrame } from '@/components/ui/site-frame';
import { pageActionBar } from '@/app/action-bar';
import { ContactPanel } from '@/components/ui/contact-panel';
import { getSiteData } from '@/lib/site-data/content';
import { config } from '@/lib/config/server';
import { t } from '@/lib/i18n';

export const metadata: Metadata = { title: t.feedback.summary, robots: { index: false, follow: true } };

/**
 * "Report a problem with this page" in the static export: no server to take the report, so it asks for an e-mail or
 * a call with the page's address (the footer's link still carries it in ?strona=).
 */
export default async function ReportProblemPage() {
  const site = await getSiteData();
  return (
    <SiteFrame site={site} demo={config().mode === 'demo'} actionBar={await pageActionBar(site)}>
      <section className="container container-narrow status-page">
        <h1>{t.staticSite.reportTitle}</h1>
        <p className="lead">{t.staticSite.reportLead}</p>
      </section>
      <ContactPanel site={site} id="zgloszenie" title={t.site.contact} lead={t.staticSite.contactLead} />
    </SiteFrame>
  );
}
