import { z } from 'zod';
import { PAGE_KINDS } from '../page-kinds';
import { Block, Crumb, Cta, DateTime, MediaRef, RelatedService } from './shared';
import { Site } from './site';

const PlainFaqItem = z.object({ question: z.string(), answer: z.string() });

/** ServiceSummary; `bookingServiceId` since 1.3.0 (null when absent). */
export const ServiceSummary = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string(),
  name: z.string(),
  category: z.string().nullable().default(null),
  shortDesc: z.string().nullable().default(null),
  priceFromLabel: z.string().nullable().default(null),
  durationLabel: z.string().nullable().default(null),
  bookingServiceId: z.string().nullable().default(null),
});
export type ServiceSummary = z.infer<typeof ServiceSummary>;

export const ServiceDetail = ServiceSummary.extend({
  hero: MediaRef.nullable().default(null),
  bodyBlocks: z.array(Block),
  faq: z.array(PlainFaqItem),
  related: z.array(RelatedService),
  updatedAt: DateTime,
});
export type ServiceDetail = z.infer<typeof ServiceDetail>;

/** DoctorSummary; `bookingResourceId` since 1.3.0. */
export const DoctorSummary = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string(),
  name: z.string(),
  title: z.string().nullable().default(null),
  specializations: z.array(z.string()).default([]),
  photo: MediaRef.nullable().default(null),
  bookingResourceId: z.string().nullable().default(null),
});
export type DoctorSummary = z.infer<typeof DoctorSummary>;

/** DoctorDetail (assumed: the summary plus body blocks, treatments and updatedAt). */
export const DoctorDetail = DoctorSummary.extend({
  bodyBlocks: z.array(Block).default([]),
  services: z.array(RelatedService).default([]),
  updatedAt: DateTime.optional(),
});
export type DoctorDetail = z.infer<typeof DoctorDetail>;

export const CaseStudySummary = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  summary: z.string().nullable().default(null),
  image: MediaRef.nullable().default(null),
  publishedAt: DateTime.nullable().default(null),
});
export type CaseStudySummary = z.infer<typeof CaseStudySummary>;

export const CaseStudyDetail = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  summary: z.string().nullable().default(null),
  before: MediaRef.nullable().default(null),
  after: MediaRef.nullable().default(null),
  bodyBlocks: z.array(Block),
  services: z.array(RelatedService),
  publishedAt: DateTime.nullable().default(null),
  updatedAt: DateTime,
});
export type CaseStudyDetail = z.infer<typeof CaseStudyDetail>;

export const PostSummary = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  excerpt: z.string().nullable().default(null),
  cover: MediaRef.nullable().default(null),
  publishedAt: DateTime.nullable().default(null),
});
export type PostSummary = z.infer<typeof PostSummary>;

export const PostDetail = PostSummary.extend({
  bodyBlocks: z.array(Block),
  seoTitle: z.string().nullable().default(null),
  seoDescription: z.string().nullable().default(null),
  ogImage: MediaRef.nullable().default(null),
  updatedAt: DateTime,
});
export type PostDetail = z.infer<typeof PostDetail>;

export const PageKind = z.enum(PAGE_KINDS);
export type PageKind = z.infer<typeof PageKind>;

const base = { path: z.string(), title: z.string() };
const entityBase = { ...base, breadcrumbs: z.array(Crumb), cta: Cta };
const indexBase = {
  ...entityBase,
  eyebrow: z.string().nullable().default(null),
  lead: z.string().nullable().default(null),
};

export const BlocksPage = z.object({
  kind: z.literal('page'),
  ...base,
  seoTitle: z.string().nullable().default(null),
  seoDescription: z.string().nullable().default(null),
  blocks: z.array(Block),
});
export const ServicesPage = z.object({ kind: z.literal('services'), ...indexBase, services: z.array(ServiceSummary) });
export const ServicePage = z.object({ kind: z.literal('service'), ...entityBase, service: ServiceDetail });
export const TeamPage = z.object({ kind: z.literal('team'), ...indexBase, doctors: z.array(DoctorSummary) });
export const DoctorPage = z.object({ kind: z.literal('doctor'), ...entityBase, doctor: DoctorDetail });
export const CaseStudiesPage = z.object({
  kind: z.literal('case-studies'),
  ...indexBase,
  caseStudies: z.array(CaseStudySummary),
});
export const CaseStudyPage = z.object({ kind: z.literal('case-study'), ...entityBase, caseStudy: CaseStudyDetail });
export const PostsPage = z.object({ kind: z.literal('posts'), ...indexBase, posts: z.array(PostSummary) });
export const PostPage = z.object({ kind: z.literal('post'), ...entityBase, post: PostDetail });

/** The `page` object of GET /content: one variant per `kind`. */
export const ContentPage = z.discriminatedUnion('kind', [
  BlocksPage,
  ServicesPage,
  ServicePage,
  TeamPage,
  DoctorPage,
  CaseStudiesPage,
  CaseStudyPage,
  PostsPage,
  PostPage,
]);
export type ContentPage = z.infer<typeof ContentPage>;
export type ContentPageOf<K extends PageKind> = Extract<ContentPage, { kind: K }>;

export const PageListItem = z.object({ path: z.string(), title: z.string(), type: PageKind, updatedAt: DateTime });
export type PageListItem = z.infer<typeof PageListItem>;

/** True for a page kind this site renders; a later minor version may add others ("later minor versions only add"). */
export const isPageKind = (kind: string): kind is PageKind => (PageKind.options as readonly string[]).includes(kind);

/** A GET /pages entry as sent: its `type` may be a kind a later minor version added, which must not fail the list. */
export const PublishedItem = PageListItem.extend({ type: z.string() });
export type PublishedItem = z.infer<typeof PublishedItem>;

/** Response bodies of the content endpoints. */
export const ContentResponse = z.object({ site: Site, page: ContentPage });
export type ContentResponse = z.infer<typeof ContentResponse>;
/** GET /content before its page is read: the page's `kind` decides whether this site can read it at all. */
export const ContentEnvelope = z.object({ site: Site, page: z.looseObject({ kind: z.string() }) });
export const SiteResponse = z.object({ site: Site });
export const PagesResponse = z.object({ pages: z.array(PublishedItem) });
export const ServicesResponse = z.object({ services: z.array(ServiceSummary) });
export const ServiceResponse = z.object({ service: ServiceDetail });
export const DoctorsResponse = z.object({ doctors: z.array(DoctorSummary) });
export const DoctorResponse = z.object({ doctor: DoctorDetail });
export const CaseStudiesResponse = z.object({ caseStudies: z.array(CaseStudySummary) });
export const CaseStudyResponse = z.object({ caseStudy: CaseStudyDetail });
export const PostsResponse = z.object({ posts: z.array(PostSummary) });
export const PostResponse = z.object({ post: PostDetail });
