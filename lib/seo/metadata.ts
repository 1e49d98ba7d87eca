import type { Metadata } from 'next';
import type { ContentPage, MediaRef, Site } from '../clinic-api/schemas';
import { absoluteUrl, canonicalOrigin, pageUrl, type SeoOptions } from './options';
import { FEED_PATH } from './feed';
import { pageFacts, type PageFacts } from './page-facts';
import { truncateAtWord } from './text';
import { t } from '../i18n';
import { cardPath } from '../share-card/path';
import { CARD_HEIGHT, CARD_WIDTH } from '../share-card/size';

/** Open Graph wants the territory form of the locale. */
const OG_LOCALE = 'pl_PL';

/** Between the page's title and the clinic's name: "Higienizacja · Nowy Uśmiech". */
export const TITLE_SEPARATOR = ' · ';

/** Search engines show about this many characters of a title (Google cuts at ~600 px); we cut first, at a word. */
const TITLE_MAX = 60;

/**
 * The title tag: a title the clinic wrote for it (`seoTitle`, the home page's) as is; otherwise the page's title
 * and the clinic's name, the name dropped when both would not fit. Either is cut at a word beyond TITLE_MAX.
 */
function documentTitle(facts: Pick<PageFacts, 'title' | 'titleVerbatim'>, siteName: string): string {
  if (facts.titleVerbatim) return truncateAtWord(facts.title, TITLE_MAX);
  const withName = `${facts.title}${TITLE_SEPARATOR}${siteName}`;
  return withName.length <= TITLE_MAX ? withName : truncateAtWord(facts.title, TITLE_MAX);
}

/** A site that must stay out of search engines: `noindex` only (links may still be followed). */
const NOINDEX = { index: false } as const;

/**
 * `alternates` of a page: its canonical address and the clinic's feed (`<link rel="alternate" type="application/rss+xml">`
 * in every page's head). Next replaces the layout's `alternates` with a page's whole, so each page names both.
 */
export function pageAlternates(
  site: Pick<Site, 'name' | 'primaryDomain'>,
  opts: SeoOptions,
  canonical?: string,
): NonNullable<Metadata['alternates']> {
  const feed = absoluteUrl(canonicalOrigin(site, opts), FEED_PATH);
  return {
    ...(canonical ? { canonical } : {}),
    types: { 'application/rss+xml': [{ url: feed, title: t.site.feedTitle(site.name) }] },
  };
}

/** Metadata of the whole site, for the root layout: base URL, title template, favicon, site-wide noindex. */
export function siteMetadata(site: Site, opts: SeoOptions): Metadata {
  const origin = canonicalOrigin(site, opts);
  const favicon = site.profile?.favicon;
  const fallbackImage = ogImage(origin, site.profile?.defaultOgImage, site.name);
  return {
    metadataBase: new URL(`${origin}/`),
    title: { default: site.name, template: `%s${TITLE_SEPARATOR}${site.name}` },
    applicationName: site.name,
    alternates: pageAlternates(site, opts),
    ...(favicon ? { icons: { icon: [{ url: absoluteUrl(origin, favicon.url), ...iconType(favicon.url) }] } } : {}),
    openGraph: {
      siteName: site.name,
      locale: OG_LOCALE,
      type: 'website',
      ...(fallbackImage ? { images: [fallbackImage] } : {}),
    },
    ...(site.noindex ? { robots: NOINDEX } : {}),
  };
}

/**
 * Metadata of one content page. Next merges page metadata over the layout's one key at a time (openGraph replaces
 * openGraph), so every key the page sets is complete here, robots included.
 */
export function pageMetadata(site: Site, page: ContentPage, opts: SeoOptions): Metadata {
  const origin = canonicalOrigin(site, opts);
  const facts = pageFacts(site, page);
  const url = pageUrl(origin, page.path);
  // The page's own picture when it has one, else its share card (app/og/[...card]/, made for every content page).
  const image = ogImage(origin, facts.image, facts.title) ?? {
    url: absoluteUrl(origin, cardPath(page.path)),
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: facts.title,
  };
  const images = [image];
  const article =
    facts.ogType === 'article'
      ? {
          type: 'article' as const,
          ...(facts.publishedAt ? { publishedTime: facts.publishedAt } : {}),
          ...(facts.modifiedAt ? { modifiedTime: facts.modifiedAt } : {}),
        }
      : { type: 'website' as const };
  return {
    // Absolute, with the clinic's name added here (documentTitle): the layout that defines the template shares this page's route
    // segment, and Next applies a title template only to child segments.
    title: { absolute: documentTitle(facts, site.name) },
    description: facts.description,
    alternates: pageAlternates(site, opts, url),
    openGraph: {
      ...article,
      url,
      title: facts.title,
      description: facts.description,
      siteName: site.name,
      locale: OG_LOCALE,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: facts.title,
      description: facts.description,
      images: [{ url: image.url, ...(image.alt ? { alt: image.alt } : {}) }],
    },
    ...(site.noindex ? { robots: NOINDEX } : {}),
  };
}

interface OgImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** An absolute og:image with its size when known and alt text (the image's own, else the page title). */
function ogImage(origin: string, media: MediaRef | null | undefined, fallbackAlt: string): OgImage | undefined {
  if (!media?.url) return undefined;
  const alt = media.alt?.trim() || fallbackAlt;
  return {
    url: absoluteUrl(origin, media.url),
    ...(media.width ? { width: media.width } : {}),
    ...(media.height ? { height: media.height } : {}),
    ...(alt ? { alt } : {}),
  };
}

const ICON_TYPES: Record<string, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

function iconType(url: string): { type?: string } {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  const type = ext ? ICON_TYPES[ext] : undefined;
  return type ? { type } : {};
}
