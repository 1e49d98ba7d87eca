import type { z } from 'zod';
import type * as services from '@/blocks/services-list/schema';
import type * as team from '@/blocks/team-list/schema';
import type * as posts from '@/blocks/latest-posts/schema';
import type * as caseStudies from '@/blocks/case-studies-list/schema';
import { formatDate, isoDate } from '@/lib/format';
import { t } from '@/lib/i18n';
import { MediaImage } from './media-image';
import { Icon } from './icons';
import { SafeLink } from './safe-link';

/** A treatment's price and duration labels, each only when the clinic set it. */
export function Facts({ price, duration, className }: { price?: string | null; duration?: string | null; className: string }) {
  if (!price && !duration) return null;
  return (
    <dl className={className}>
      {price ? (
        <div>
          <dt>{t.site.priceFrom}</dt>
          <dd>{price}</dd>
        </div>
      ) : null}
      {duration ? (
        <div>
          <dt>{t.site.duration}</dt>
          <dd>{duration}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export type ServiceCardData = z.infer<typeof services.item>;

// Card data is what the list blocks' schemas accept (index pages pass the API's list records, a superset).

/** A treatment as a card; the whole card is one link (the heading's), so screen readers hear it once. */
export function ServiceCard({ item, headingLevel = 3 }: { item: ServiceCardData; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card service-card">
      {item.category ? <p className="card-eyebrow">{item.category}</p> : null}
      <H className="card-title">
        <SafeLink href={item.path} className="card-link">
          {item.name}
        </SafeLink>
      </H>
      {item.shortDesc ? <p className="card-text">{item.shortDesc}</p> : null}
      <Facts price={item.priceFromLabel} duration={item.durationLabel} className="card-facts" />
      <span className="card-more" aria-hidden="true">
        {t.site.seeTreatment} <Icon name="arrow" width={18} height={18} />
      </span>
    </article>
  );
}

export type DoctorCardData = z.infer<typeof team.item>;

export function DoctorCard({ item, headingLevel = 3 }: { item: DoctorCardData; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card doctor-card">
      {item.photo ? <MediaImage media={{ ...item.photo, alt: item.photo.alt ?? '' }} sizes="(min-width: 960px) 22vw, (min-width: 600px) 45vw, 90vw" aspect="4 / 5" className="card-media" showCaption={false} /> : null}
      <div className="card-body">
        <H className="card-title">
          <SafeLink href={item.path} className="card-link">
            {item.title ? <span className="doctor-title">{item.title} </span> : null}
            {item.name}
          </SafeLink>
        </H>
        {item.specializations && item.specializations.length > 0 ? <p className="card-text">{item.specializations.join(' · ')}</p> : null}
      </div>
    </article>
  );
}

export type PostCardData = z.infer<typeof posts.item>;

export function PostCard({ item, headingLevel = 3 }: { item: PostCardData; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatDate(item.publishedAt);
  return (
    <article className="card post-card">
      {item.cover ? <MediaImage media={item.cover} sizes="(min-width: 960px) 30vw, (min-width: 600px) 45vw, 90vw" aspect="1200 / 630" className="card-media" showCaption={false} /> : null}
      <div className="card-body">
        {date && item.publishedAt ? (
          <p className="card-eyebrow">
            <time dateTime={isoDate(item.publishedAt)}>{date}</time>
          </p>
        ) : null}
        <H className="card-title">
          <SafeLink href={item.path} className="card-link">
            {item.title}
          </SafeLink>
        </H>
        {item.excerpt ? <p className="card-text">{item.excerpt}</p> : null}
      </div>
    </article>
  );
}

export type CaseStudyCardData = z.infer<typeof caseStudies.item>;

export function CaseStudyCard({ item, headingLevel = 3 }: { item: CaseStudyCardData; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card case-card">
      {item.image ? <MediaImage media={item.image} sizes="(min-width: 960px) 30vw, (min-width: 600px) 45vw, 90vw" aspect="4 / 3" className="card-media" showCaption={false} /> : null}
      <div className="card-body">
        <H className="card-title">
          <SafeLink href={item.path} className="card-link">
            {item.title}
          </SafeLink>
        </H>
        {item.summary ? <p className="card-text">{item.summary}</p> : null}
      </div>
    </article>
  );
}
