import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Physician,
  Service,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { ContentPage, ContentPageOf, MediaRef, Site } from '../../clinic-api/schemas';
import { LOCALE } from '../../i18n';
import { absoluteUrl, pageUrl, seoContext, type SeoContext, type SeoOptions } from '../options';
import { pageFacts, type PageFacts } from '../page-facts';
import { truncateAtWord } from '../text';
import { clinicNode, clinicRef, postalAddress } from './clinic';
import { compact } from './compact';
import { offerFromPriceLabel } from './price';

/** Google shows at most this many characters of an article headline. */
const HEADLINE_MAX = 110;

/**
 * Structured data of one page: the clinic (on every page, so the page's other nodes can point at its @id), the
 * page's own entity (Physician, Service, BlogPosting, Article), its FAQ and its breadcrumb trail. Each node is a
 * separate top-level object with its own @context; empty fields are dropped.
 */
export function pageJsonLd(site: Site, page: ContentPage, opts: SeoOptions): object[] {
  const ctx = seoContext(site, opts);
  const facts = pageFacts(site, page);
  const url = pageUrl(ctx.origin, page.path);
  const nodes: object[] = [clinicNode(site, ctx)];
  if (facts.isHome) nodes.push(webSiteNode(site, ctx));
  const entity = entityNode(site, page, facts, ctx, url);
  if (entity) nodes.push(entity);
  if (facts.faq.length) nodes.push(faqNode(facts, url));
  if (facts.breadcrumbs.length >= 2) nodes.push(breadcrumbNode(facts, ctx, url));
  return nodes.map(compact);
}

function entityNode(site: Site, page: ContentPage, facts: PageFacts, ctx: SeoContext, url: string): object | undefined {
  switch (page.kind) {
    case 'doctor':
      return physicianNode(site, page, ctx, url);
    case 'service':
      return serviceNode(site, page, facts, ctx, url);
    case 'post':
      return postNode(site, page, facts, ctx, url);
    case 'case-study':
      return caseStudyNode(site, page, facts, ctx, url);
    default:
      return undefined;
  }
}

/** The site itself, on the home page (gives search engines the site's name). */
function webSiteNode(site: Site, ctx: SeoContext): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${ctx.origin}/#website`,
    url: `${ctx.origin}/`,
    name: site.name,
    inLanguage: LOCALE,
    publisher: { '@id': ctx.clinicId },
  };
}

/**
 * A team member. schema.org's Physician is an organisation type, so it links to the clinic with `memberOf` (a
 * Person-only `worksFor` would be flagged by validators) and carries the clinic's address and phone, which Google
 * expects on any LocalBusiness-derived node.
 */
function physicianNode(
  site: Site,
  page: ContentPageOf<'doctor'>,
  ctx: SeoContext,
  url: string,
): WithContext<Physician> {
  const d = page.doctor;
  const profile = site.profile ?? {};
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    '@id': `${url}#physician`,
    name: d.name,
    description: d.title ?? undefined,
    url,
    image: mediaUrl(ctx, d.photo),
    knowsAbout: d.specializations,
    memberOf: { '@id': ctx.clinicId },
    address: postalAddress(profile),
    // Where they receive patients: the clinic's place (Google recommends geo on LocalBusiness types). Opening hours
    // are left out: the clinic's are not the doctor's.
    geo: profile.geo ? { '@type': 'GeoCoordinates', latitude: profile.geo.lat, longitude: profile.geo.lng } : undefined,
    telephone: profile.phone,
    availableService: d.services.map((s) => ({
      '@type': 'MedicalProcedure',
      name: s.name,
      url: absoluteUrl(ctx.origin, s.path),
    })),
  };
}

/** A treatment as a Service the clinic provides, with its price label as an Offer. */
function serviceNode(
  site: Site,
  page: ContentPageOf<'service'>,
  facts: PageFacts,
  ctx: SeoContext,
  url: string,
): WithContext<Service> {
  const s = page.service;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: s.name,
    description: facts.description,
    url,
    image: mediaUrl(ctx, s.hero),
    serviceType: s.category ?? undefined,
    provider: clinicRef(site, ctx),
    areaServed: site.profile?.address?.city,
    offers: offerFromPriceLabel(s.priceFromLabel, url),
  };
}

function postNode(
  site: Site,
  page: ContentPageOf<'post'>,
  facts: PageFacts,
  ctx: SeoContext,
  url: string,
): WithContext<BlogPosting> {
  const p = page.post;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    ...articleFields(site, ctx, url, facts, p.title, [p.ogImage, p.cover]),
  };
}

function caseStudyNode(
  site: Site,
  page: ContentPageOf<'case-study'>,
  facts: PageFacts,
  ctx: SeoContext,
  url: string,
): WithContext<Article> {
  const c = page.caseStudy;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    ...articleFields(site, ctx, url, facts, c.title, [c.after, c.before]),
  };
}

/** What BlogPosting and Article share: headline, images, dates, the clinic as author and publisher. */
function articleFields(
  site: Site,
  ctx: SeoContext,
  url: string,
  facts: PageFacts,
  title: string,
  images: (MediaRef | null)[],
) {
  const clinic = clinicRef(site, ctx);
  const logo = site.profile?.logo?.url;
  return {
    headline: truncateAtWord(title, HEADLINE_MAX),
    description: facts.description,
    image: [...new Set(images.map((m) => mediaUrl(ctx, m)).filter((u): u is string => Boolean(u)))],
    datePublished: facts.publishedAt,
    dateModified: facts.modifiedAt,
    author: clinic,
    publisher: { ...clinic, logo: logo ? absoluteUrl(ctx.origin, logo) : undefined },
    mainEntityOfPage: url,
    url,
    inLanguage: LOCALE,
  };
}

/** Every question of the page (treatment FAQ and faq.v1 blocks) in one FAQPage, as Google allows one per page. */
function faqNode(facts: PageFacts, url: string): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${url}#faq`,
    mainEntity: facts.faq.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

/** The breadcrumb trail with absolute addresses; the current page (href null) is the page's own URL. */
function breadcrumbNode(facts: PageFacts, ctx: SeoContext, url: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    '@id': `${url}#breadcrumbs`,
    itemListElement: facts.breadcrumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: c.href ? absoluteUrl(ctx.origin, c.href) : url,
    })),
  };
}

function mediaUrl(ctx: SeoContext, media: MediaRef | null | undefined): string | undefined {
  return media?.url ? absoluteUrl(ctx.origin, media.url) : undefined;
}
