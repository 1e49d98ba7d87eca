import type { ClinicClient } from './client';
import { ClinicApiError } from './errors';
import * as S from './schemas';

/** Content answers may be cached for the minute the API allows (private, max-age=60). */
export const CONTENT_REVALIDATE = 60;
const opts = { revalidate: CONTENT_REVALIDATE, tags: ['clinic-content'] };
/** The data-cache tag of GET /pages alone: a revalidation expires it, so the published set is read afresh at once. */
export const PAGES_TAG = 'clinic-pages';

/**
 * GET /content: a page with its site. A page of a kind this site does not know (added by a later minor version) is
 * a 404 with code `unsupported_kind`: the site cannot show it, and that must not read as a broken API.
 */
export async function getContent(client: ClinicClient, path: string): Promise<S.ContentResponse> {
  const { site, page } = await client.request('/content', { ...opts, query: { path }, schema: S.ContentEnvelope });
  if (!S.isPageKind(page.kind)) {
    const error = `GET /content sent a page of kind "${page.kind}", which this site does not render`;
    throw new ClinicApiError({
      status: 404,
      code: 'unsupported_kind',
      message: error,
      body: { error, code: 'unsupported_kind', kind: page.kind },
    });
  }
  const parsed = S.ContentPage.safeParse(page);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ClinicApiError({
      status: 502,
      code: 'invalid_response',
      message: `Clinic API answer for /content does not match the expected shape: page.${issue?.path.join('.')}: ${issue?.message}`,
    });
  }
  return { site, page: parsed.data };
}
/** GET /site: the site object alone (1.4.0). */
export async function getSite(client: ClinicClient) {
  return (await client.request('/site', { ...opts, schema: S.SiteResponse })).site;
}
/** GET /pages: every published path, with the kinds a later minor version may have added. */
export async function getPages(client: ClinicClient): Promise<S.PublishedItem[]> {
  return (await client.request('/pages', { ...opts, tags: [...opts.tags, PAGES_TAG], schema: S.PagesResponse })).pages;
}

/** Splits GET /pages into the pages this site renders and those of kinds it does not know. */
export function byKnownKind(items: S.PublishedItem[]): { pages: S.PageListItem[]; unsupported: S.PublishedItem[] } {
  const pages: S.PageListItem[] = [];
  const unsupported: S.PublishedItem[] = [];
  for (const item of items) {
    if (S.isPageKind(item.type)) pages.push({ ...item, type: item.type });
    else unsupported.push(item);
  }
  return { pages, unsupported };
}
/** GET /services: published treatments in the clinic's order. */
export async function getServices(client: ClinicClient) {
  return (await client.request('/services', { ...opts, schema: S.ServicesResponse })).services;
}
/** GET /services/{slug}: one treatment. */
export async function getService(client: ClinicClient, slug: string) {
  return (await client.request(`/services/${encodeURIComponent(slug)}`, { ...opts, schema: S.ServiceResponse }))
    .service;
}
/** GET /doctors: published team members in the clinic's order. */
export async function getDoctors(client: ClinicClient) {
  return (await client.request('/doctors', { ...opts, schema: S.DoctorsResponse })).doctors;
}
/** GET /doctors/{slug}: one team member. */
export async function getDoctor(client: ClinicClient, slug: string) {
  return (await client.request(`/doctors/${encodeURIComponent(slug)}`, { ...opts, schema: S.DoctorResponse })).doctor;
}
/** GET /case-studies: newest first. */
export async function getCaseStudies(client: ClinicClient) {
  return (await client.request('/case-studies', { ...opts, schema: S.CaseStudiesResponse })).caseStudies;
}
/** GET /case-studies/{slug}: one case study. */
export async function getCaseStudy(client: ClinicClient, slug: string) {
  return (await client.request(`/case-studies/${encodeURIComponent(slug)}`, { ...opts, schema: S.CaseStudyResponse }))
    .caseStudy;
}
/** GET /posts: newest first. */
export async function getPosts(client: ClinicClient) {
  return (await client.request('/posts', { ...opts, schema: S.PostsResponse })).posts;
}
/** GET /posts/{slug}: one post. */
export async function getPost(client: ClinicClient, slug: string) {
  return (await client.request(`/posts/${encodeURIComponent(slug)}`, { ...opts, schema: S.PostResponse })).post;
}
/**
 * The ids and paths of one kind's records (GET /services, /doctors, /case-studies or /posts), to see a record whose
 * path changed (lib/site-data/renames.ts). Tagged with GET /pages: a revalidation expires both, so they agree.
 */
export async function getRecordPaths(
  client: ClinicClient,
  kind: 'service' | 'doctor' | 'case-study' | 'post',
): Promise<{ id: string; path: string }[]> {
  const o = { ...opts, tags: [...opts.tags, PAGES_TAG] };
  const pick = (items: { id: string; path: string }[]) => items.map(({ id, path }) => ({ id, path }));
  if (kind === 'service')
    return pick((await client.request('/services', { ...o, schema: S.ServicesResponse })).services);
  if (kind === 'doctor') return pick((await client.request('/doctors', { ...o, schema: S.DoctorsResponse })).doctors);
  if (kind === 'case-study')
    return pick((await client.request('/case-studies', { ...o, schema: S.CaseStudiesResponse })).caseStudies);
  return pick((await client.request('/posts', { ...o, schema: S.PostsResponse })).posts);
}
