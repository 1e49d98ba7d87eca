import type { ClinicClient } from './client';
import * as S from './schemas';

/** Content answers may be cached for the minute the API allows (private, max-age=60). */
export const CONTENT_REVALIDATE = 60;
const opts = { revalidate: CONTENT_REVALIDATE, tags: ['clinic-content'] };

/** GET /content: a page with its site. */
export function getContent(client: ClinicClient, path: string) {
  return client.request('/content', { ...opts, query: { path }, schema: S.ContentResponse });
}
/** GET /site: the site object alone (1.4.0). */
export async function getSite(client: ClinicClient) {
  return (await client.request('/site', { ...opts, schema: S.SiteResponse })).site;
}
/** GET /pages: every published path. */
export async function getPages(client: ClinicClient) {
  return (await client.request('/pages', { ...opts, schema: S.PagesResponse })).pages;
}
/** GET /services: published treatments in the clinic's order. */
export async function getServices(client: ClinicClient) {
  return (await client.request('/services', { ...opts, schema: S.ServicesResponse })).services;
}
/** GET /services/{slug}: one treatment. */
export async function getService(client: ClinicClient, slug: string) {
  return (await client.request(`/services/${encodeURIComponent(slug)}`, { ...opts, schema: S.ServiceResponse })).service;
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
  return (await client.request(`/case-studies/${encodeURIComponent(slug)}`, { ...opts, schema: S.CaseStudyResponse })).caseStudy;
}
/** GET /posts: newest first. */
export async function getPosts(client: ClinicClient) {
  return (await client.request('/posts', { ...opts, schema: S.PostsResponse })).posts;
}
/** GET /posts/{slug}: one post. */
export async function getPost(client: ClinicClient, slug: string) {
  return (await client.request(`/posts/${encodeURIComponent(slug)}`, { ...opts, schema: S.PostResponse })).post;
}
