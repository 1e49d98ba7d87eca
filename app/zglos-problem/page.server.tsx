import type { Metadata } from 'next';
import { SiteFrame } from '@/components/ui/site-frame';
import { pageActionBar } from '@/app/action-bar';
import { FeedbackLink } from '@/components/feedback/feedback-link';
import { getSiteForLivePage } from '@/lib/site-data/content';
import { config } from '@/lib/config/server';
import { t } from '@/lib/i18n';
import { headers } from 'next/headers';
import { sitePath } from '@/lib/site-path';
import { pagePath } from '@/components/feedback/form';
import { issueFormToken } from '@/lib/abuse/server';

export const metadata: Metadata = { title: t.feedback.summary, robots: { index: false, follow: true } };

/**
 * "Report a problem with this page": the footer links here with the page's path, so content pages carry a plain
 * link and no JavaScript of their own; the form (and its script) lives on this page only.
 */
export default async function ReportProblemPage({
  searchParams,
}: {
  searchParams: Promise<{ strona?: string | string[] }>;
}) {
  const site = await getSiteForLivePage();
  // A not-found page's footer names no path (one render serves every made-up path): the Referer says which it was.
  const page = sitePath((await searchParams).strona) ?? pagePath('', (await headers()).get('referer')) ?? '/';
  return (
    <SiteFrame site={site} demo={config().mode === 'demo'} actionBar={await pageActionBar(site)}>
      <section className="container container-narrow status-page">
        <h1>{t.feedback.summary}</h1>
        <p className="lead">
          {t.feedback.aboutPage} <a href={page}>{page}</a>
        </p>
        <FeedbackLink pathname={page} alwaysOpen token={issueFormToken()} />
      </section>
    </SiteFrame>
  );
}
