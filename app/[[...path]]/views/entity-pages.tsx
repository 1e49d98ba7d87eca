import type { ContentPageOf, RelatedService, Site } from '@/lib/clinic-api/schemas';
import { RenderBlocks } from '@/blocks/render-blocks';
import { FaqList } from '@/components/ui/faq-list';
import { formatDate, isoDate } from '@/lib/format';
import { t } from '@/lib/i18n';
import { MediaImage } from '@/components/ui/media-image';
import { Icon } from '@/components/ui/icons';
import { SafeLink } from '@/components/ui/safe-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Facts } from '@/components/ui/cards';
import { CtaBand } from './cta-band';
import { PageHeader } from '@/components/ui/page-header';
import { CentralRegistration } from '@/components/booking/central-registration';
import { isCentrallyRegistered } from '@/lib/booking/server';
import { getBookingCatalog } from '@/lib/site-data/booking';
import { telHref } from '@/lib/format';
import { NextFreeTime } from '@/components/next-free/next-free-time';

/** Booking deep link: the wizard opens with this service or specialist chosen. */
export function bookingHref(param: 'service' | 'resource', id: string): string {
  return `/umow-wizyte?${param}=${encodeURIComponent(id)}`;
}

function RelatedList({ title, items }: { title: string; items: RelatedService[] }) {
  if (items.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">{title}</h2>
      <ul role="list" className="related-list">
        {items.map((r) => (
          <li key={r.id}>
            <SafeLink href={r.path}>
              <span>{r.name}</span>
              {r.priceFromLabel ? <span className="related-price">{r.priceFromLabel}</span> : null}
              <Icon name="arrow" width={18} height={18} />
            </SafeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Whether the booking catalog marks this service `nfz`: "cannot be booked online and is phone-only" (the contract).
 * The catalog is the data cache's for a minute (as on the booking page); unreadable, the page offers the wizard, which
 * reads it again and says so itself.
 */
export async function isPhoneOnly(bookingServiceId: string): Promise<boolean> {
  const catalog = await getBookingCatalog().catch(() => null);
  return Boolean(catalog?.services.find((x) => x.id === bookingServiceId)?.nfz);
}

export async function ServiceView({
  page,
  site,
  enquiry,
}: {
  page: ContentPageOf<'service'>;
  site: Site;
  enquiry?: React.ReactNode;
}) {
  const s = page.service;
  const central = isCentrallyRegistered(s.bookingServiceId);
  const phoneOnly = !central && s.bookingServiceId ? await isPhoneOnly(s.bookingServiceId) : false;
  const phone = site.profile?.phone ?? null;
  return (
    <article>
      <PageHeader breadcrumbs={page.breadcrumbs} eyebrow={s.category} title={s.name} lead={s.shortDesc}>
        <div className="entity-actions">
          <Facts price={s.priceFromLabel} duration={s.durationLabel} className="facts" />
          {central ? null : phoneOnly ? (
            phone ? (
              <a className="button button-primary" href={telHref(phone)}>
                {t.booking.callUs}: {phone}
              </a>
            ) : null
          ) : s.bookingServiceId ? (
            <a className="button button-primary" href={bookingHref('service', s.bookingServiceId)}>
              {t.site.bookThis}
            </a>
          ) : null}
        </div>
        {phoneOnly ? <p className="entity-note">{t.booking.phoneOnlyNfz}</p> : null}
        {central ? <CentralRegistration phone={phone} /> : null}
      </PageHeader>
      {/* The next free time and the main picture: on a phone the picture comes first, so it stays the page's largest
          paint above the fold; from a tablet's width up the time sits under the booking button (app/globals.css). */}
      <div className="entity-top">
        {s.bookingServiceId && !central && !phoneOnly ? (
          <div className="container entity-next-free">
            <NextFreeTime
              param="service"
              id={s.bookingServiceId}
              bookingHref={bookingHref('service', s.bookingServiceId)}
              phone={phone}
            />
          </div>
        ) : null}
        {s.hero ? (
          <div className="container entity-hero">
            <MediaImage media={s.hero} sizes="(min-width: 1200px) 1152px, 100vw" aspect="21 / 9" priority />
          </div>
        ) : null}
      </div>
      <RenderBlocks blocks={s.bodyBlocks} site={site} path={page.path} />
      {s.faq.length > 0 ? (
        <section className="block faq">
          <div className="container container-narrow">
            <h2>{t.site.faqTitle}</h2>
            <FaqList items={s.faq} />
          </div>
        </section>
      ) : null}
      <div className="container container-narrow">
        <RelatedList title={t.site.relatedTitle} items={s.related} />
      </div>
      {enquiry}
      <CtaBand cta={page.cta} />
    </article>
  );
}

export function DoctorView({
  page,
  site,
  enquiry,
}: {
  page: ContentPageOf<'doctor'>;
  site: Site;
  enquiry?: React.ReactNode;
}) {
  const d = page.doctor;
  return (
    <article>
      <div className="container doctor-crumbs">
        <Breadcrumbs items={page.breadcrumbs} />
      </div>
      <div className="container doctor-top">
        {d.photo ? (
          <div className="doctor-photo">
            <MediaImage media={d.photo} sizes="(min-width: 960px) 360px, 80vw" aspect="4 / 5" priority />
          </div>
        ) : null}
        <div className="doctor-intro">
          <PageHeader breadcrumbs={[]} eyebrow={d.title} title={d.name} lead={d.specializations.join(' · ') || null}>
            {d.bookingResourceId ? (
              <div className="entity-actions">
                <a className="button button-primary" href={bookingHref('resource', d.bookingResourceId)}>
                  {t.site.bookWithDoctor}
                </a>
              </div>
            ) : null}
            {d.bookingResourceId ? (
              <NextFreeTime
                param="resource"
                id={d.bookingResourceId}
                bookingHref={bookingHref('resource', d.bookingResourceId)}
                phone={site.profile?.phone ?? null}
              />
            ) : null}
          </PageHeader>
        </div>
      </div>
      <RenderBlocks blocks={d.bodyBlocks} site={site} path={page.path} />
      <div className="container container-narrow">
        <RelatedList title={t.site.doctorServices} items={d.services} />
      </div>
      {enquiry}
      <CtaBand cta={page.cta} />
    </article>
  );
}

export function CaseStudyView({ page, site }: { page: ContentPageOf<'case-study'>; site: Site }) {
  const c = page.caseStudy;
  return (
    <article>
      <PageHeader breadcrumbs={page.breadcrumbs} title={c.title} lead={c.summary}>
        <Dates published={c.publishedAt} updated={c.updatedAt} />
      </PageHeader>
      {c.before || c.after ? (
        <div className="container before-after">
          {c.before ? (
            <div>
              <p className="before-after-label">{t.site.before}</p>
              <MediaImage media={c.before} sizes="(min-width: 960px) 50vw, 100vw" aspect="4 / 3" priority />
            </div>
          ) : null}
          {c.after ? (
            <div>
              <p className="before-after-label">{t.site.after}</p>
              <MediaImage media={c.after} sizes="(min-width: 960px) 50vw, 100vw" aspect="4 / 3" priority />
            </div>
          ) : null}
        </div>
      ) : null}
      <RenderBlocks blocks={c.bodyBlocks} site={site} path={page.path} />
      <div className="container container-narrow">
        <p className="block-note">{t.site.resultsVary}</p>
        <RelatedList title={t.site.caseServices} items={c.services} />
      </div>
      <CtaBand cta={page.cta} />
    </article>
  );
}

function Dates({ published, updated }: { published: string | null; updated?: string }) {
  const p = formatDate(published);
  const u = formatDate(updated);
  if (!p && !u) return null;
  return (
    <p className="dates">
      {p && published ? (
        <span>
          {t.site.published}: <time dateTime={isoDate(published)}>{p}</time>
        </span>
      ) : null}
      {u && updated && u !== p ? (
        <span>
          {t.site.updated}: <time dateTime={isoDate(updated)}>{u}</time>
        </span>
      ) : null}
    </p>
  );
}

export function PostView({ page, site }: { page: ContentPageOf<'post'>; site: Site }) {
  const p = page.post;
  return (
    <article>
      <PageHeader breadcrumbs={page.breadcrumbs} title={p.title} lead={p.excerpt}>
        <Dates published={p.publishedAt} updated={p.updatedAt} />
      </PageHeader>
      {p.cover ? (
        <div className="container container-narrow entity-hero">
          <MediaImage media={p.cover} sizes="(min-width: 860px) 800px, 100vw" priority />
        </div>
      ) : null}
      <RenderBlocks blocks={p.bodyBlocks} site={site} path={page.path} />
      <CtaBand cta={page.cta} />
    </article>
  );
}
