import type { Metadata } from 'next';
import { SiteFrame } from '@/components/ui/site-frame';
import { pageActionBar } from '@/app/action-bar';
import { PageHeader } from '@/components/ui/page-header';
import { getSiteData } from '@/lib/site-data/content';
import { config } from '@/lib/config/server';
import { seoOptions } from '@/lib/seo/server';
import { getPrivacyNotice as getNotice } from '@/lib/site-data/form-choices';
import { canonicalOrigin, pageUrl } from '@/lib/seo/options';
import { siteMetadata, TITLE_SEPARATOR } from '@/lib/seo';
import { formatDate, isoDate } from '@/lib/format';
import { t } from '@/lib/i18n';
import type { Site } from '@/lib/clinic-api/schemas';
import { truncateAtWord } from '@/lib/seo/text';
import { pageAlternates } from '@/lib/seo/metadata';

/** The clause changes rarely and the API lets it be cached for a minute; a failed refresh keeps the last good page. */
export const revalidate = 60;

const PATH = '/polityka-prywatnosci';

export async function generateMetadata(): Promise<Metadata> {
  const [site, notice] = await Promise.all([getSiteData(), getNotice()]);
  return {
    ...siteMetadata(site, seoOptions()),
    // Outside the content layout that sets the title template: the clinic's name is added here, as on every page.
    title: { absolute: `${notice?.title ?? t.site.privacyPolicy}${TITLE_SEPARATOR}${site.name}` },
    // Lighthouse SEO (meta-description) wants one on every page: the clause's opening, cut at a word; before API
    // 1.7.0 (no GET /privacy) a sentence of our own.
    description: notice ? truncateAtWord(notice.text) : t.site.privacyNoNoticeDescription(site.name),
    alternates: pageAlternates(site, seoOptions(), pageUrl(canonicalOrigin(site, seoOptions()), PATH)),
  };
}

/** The clinic's full information clause (GET /privacy): plain text, paragraphs split on blank lines. */
export default async function PrivacyPage() {
  const [site, notice] = await Promise.all([getSiteData(), getNotice()]);
  if (!notice) return <NoNotice site={site} />;
  const paragraphs = notice.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const updated = formatDate(notice.updatedAt);
  return (
    <SiteFrame site={site} currentPath={PATH} demo={config().mode === 'demo'} actionBar={await pageActionBar(site)}>
      <article>
        <PageHeader
          breadcrumbs={[
            { label: t.common.home, href: '/' },
            { label: notice.title, href: null },
          ]}
          title={notice.title}
        >
          <p className="dates">
            {updated ? (
              <span>
                {t.leads.privacyUpdated} <time dateTime={isoDate(notice.updatedAt)}>{updated}</time>
              </span>
            ) : null}
            <span>
              {t.leads.privacyVersion} {notice.version}
            </span>
          </p>
        </PageHeader>
        <div className="container">
          <div className="prose prose-lines">
            {paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </div>
      </article>
    </SiteFrame>
  );
}

/** A server before 1.7.0 has no GET /privacy: the page the forms link to still names the controller and where to ask. */
async function NoNotice({ site }: { site: Site }) {
  const controller = site.profile?.legalName ?? site.name;
  return (
    <SiteFrame site={site} currentPath={PATH} demo={config().mode === 'demo'} actionBar={await pageActionBar(site)}>
      <article>
        <PageHeader
          breadcrumbs={[
            { label: t.common.home, href: '/' },
            { label: t.site.privacyPolicy, href: null },
          ]}
          title={t.site.privacyPolicy}
        />
        <div className="container">
          <div className="prose prose-lines">
            <p>{t.leads.privacyUnpublished(controller)}</p>
          </div>
        </div>
      </article>
    </SiteFrame>
  );
}
