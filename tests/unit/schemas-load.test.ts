import { describe, expect, it } from 'vitest';

/**
 * The schema modules build their unions when imported: a variant that lost its discriminator makes zod throw there,
 * before any test of a file that imports them statically could run (Stryker's runner then counts no failure). This
 * file imports them inside the test, so a module that cannot load fails a test.
 */
describe('the clinic-api schema modules', () => {
  it('load, and GET /content reads a page of each of the nine kinds by its `kind`', async () => {
    const S = await import('@/lib/clinic-api/schemas');
    const entity = { path: '/p', title: 'P', breadcrumbs: [], cta: { label: 'Umów', href: '/umow' } };
    const T = '2026-01-01T10:00:00Z';
    const pages = {
      page: { kind: 'page', path: '/', title: 'Start', blocks: [] },
      services: { kind: 'services', ...entity, services: [] },
      service: {
        kind: 'service',
        ...entity,
        service: { id: 's', slug: 's', path: '/s', name: 'S', bodyBlocks: [], faq: [], related: [], updatedAt: T },
      },
      team: { kind: 'team', ...entity, doctors: [] },
      doctor: { kind: 'doctor', ...entity, doctor: { id: 'd', slug: 'd', path: '/d', name: 'D' } },
      'case-studies': { kind: 'case-studies', ...entity, caseStudies: [] },
      'case-study': {
        kind: 'case-study',
        ...entity,
        caseStudy: { id: 'c', slug: 'c', path: '/c', title: 'C', bodyBlocks: [], services: [], updatedAt: T },
      },
      posts: { kind: 'posts', ...entity, posts: [] },
      post: {
        kind: 'post',
        ...entity,
        post: { id: 'p', slug: 'p', path: '/p', title: 'P', bodyBlocks: [], updatedAt: T },
      },
    };
    for (const [kind, page] of Object.entries(pages)) expect(S.ContentPage.parse(page).kind).toBe(kind);
    expect(Object.keys(pages)).toEqual(S.PageKind.options);
  });
});
