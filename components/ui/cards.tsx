import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { MediaRef } from '@/lib/clinic-api/schemas';
import type { item as servicesItem } from '@/blocks/services-list/schema';
import type { item as teamItem } from '@/blocks/team-list/schema';
import type { item as postsItem } from '@/blocks/latest-posts/schema';
import type { item as caseStudiesItem } from '@/blocks/case-studies-list/schema';
import { formatDate, isoDate } from '@/lib/format';
import { t } from '@/lib/i18n';
import { MediaImage } from './media-image';
import { Icon } from './icons';
import { SafeLink } from './safe-link';

/** A treatment's price and duration labels, each only when the clinic set it. */
export function Facts({
  price,
  duration,
  className,
}: {
  price?: string | null;
  duration?: string | null;
  className: string;
}) {
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

// Card data is what the list blocks' schemas give (index pages pass the API's list records, a superset).
export type ServiceCardData = z.infer<typeof servicesItem>;
export type DoctorCardData = z.infer<typeof teamItem>;
export type PostCardData = z.infer<typeof postsItem>;
export type CaseStudyCardData = z.infer<typeof caseStudiesItem>;

type Level = 2 | 3;

/** The card's heading, whose link is the whole card's one link, so screen readers hear it once. */
function CardTitle({ level, path, children }: { level: Level; path: string; children: ReactNode }) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <H className="card-title">
      <SafeLink href={path} className="card-link">
        {children}
      </SafeLink>
    </H>
  );
}

const GRID_SIZES = '(min-width: 960px) 30vw, (min-width: 600px) 45vw, 90vw';
/**
 * The team grid (card-grid-4: columns of at least 15rem, three from 1080 px): three columns from about 812 px (371 px
 * each once the container stops growing at 1216 px), two from about 540 px, then one. A wider guess picked too small
 * a file between 960 and 1160 px on standard-density screens.
 */
const DOCTOR_PHOTO_SIZES = '(min-width: 1216px) 371px, (min-width: 812px) 31vw, (min-width: 540px) 46vw, 92vw';

/** A record with a picture: media on top, then the eyebrow, the title and a line of text. */
function MediaCard(p: {
  className: string;
  media: MediaRef | null | undefined;
  aspect: string;
  sizes?: string;
  eyebrow?: ReactNode;
  level: Level;
  path: string;
  title: ReactNode;
  text?: string | null;
}) {
  return (
    <article className={`card ${p.className}`}>
      {p.media ? (
        <MediaImage
          media={p.media}
          sizes={p.sizes ?? GRID_SIZES}
          aspect={p.aspect}
          className="card-media"
          showCaption={false}
        />
      ) : null}
      <div className="card-body">
        {p.eyebrow ? <p className="card-eyebrow">{p.eyebrow}</p> : null}
        <CardTitle level={p.level} path={p.path}>
          {p.title}
        </CardTitle>
        {p.text ? <p className="card-text">{p.text}</p> : null}
      </div>
    </article>
  );
}

/** A treatment as a card: category, name, short description, price and duration. */
export function ServiceCard({ item, headingLevel = 3 }: { item: ServiceCardData; headingLevel?: Level }) {
  return (
    <article className="card service-card">
      {item.category ? <p className="card-eyebrow">{item.category}</p> : null}
      <CardTitle level={headingLevel} path={item.path}>
        {item.name}
      </CardTitle>
      {item.shortDesc ? <p className="card-text">{item.shortDesc}</p> : null}
      <Facts price={item.priceFromLabel} duration={item.durationLabel} className="card-facts" />
      <span className="card-more" aria-hidden="true">
        {t.site.seeTreatment} <Icon name="arrow" width={18} height={18} />
      </span>
    </article>
  );
}

export function DoctorCard({ item, headingLevel = 3 }: { item: DoctorCardData; headingLevel?: Level }) {
  const title = (
    <>
      {item.title ? <span className="doctor-title">{item.title} </span> : null}
      {item.name}
    </>
  );
  const photo = item.photo ? { ...item.photo, alt: item.photo.alt ?? '' } : null;
  const specializations = item.specializations.length > 0 ? item.specializations.join(' · ') : null;
  return (
    <MediaCard
      className="doctor-card"
      media={photo}
      aspect="4 / 5"
      sizes={DOCTOR_PHOTO_SIZES}
      level={headingLevel}
      path={item.path}
      title={title}
      text={specializations}
    />
  );
}

export function PostCard({ item, headingLevel = 3 }: { item: PostCardData; headingLevel?: Level }) {
  const date = formatDate(item.publishedAt);
  const eyebrow = date && item.publishedAt ? <time dateTime={isoDate(item.publishedAt)}>{date}</time> : null;
  return (
    <MediaCard
      className="post-card"
      media={item.cover}
      aspect="1200 / 630"
      eyebrow={eyebrow}
      level={headingLevel}
      path={item.path}
      title={item.title}
      text={item.excerpt}
    />
  );
}

export function CaseStudyCard({ item, headingLevel = 3 }: { item: CaseStudyCardData; headingLevel?: Level }) {
  return (
    <MediaCard
      className="case-card"
      media={item.image}
      aspect="4 / 3"
      level={headingLevel}
      path={item.path}
      title={item.title}
      text={item.summary}
    />
  );
}
