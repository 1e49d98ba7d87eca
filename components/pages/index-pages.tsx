import type { ContentPageOf } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n';
import { CaseStudyCard, DoctorCard, PostCard, ServiceCard } from '../cards';
import { CtaBand } from './cta-band';
import { PageHeader } from './page-header';

function Empty() {
  return <p className="empty">{t.site.emptyList}</p>;
}

/** Treatments in the clinic's order, grouped by category where the clinic uses categories. */
export function ServicesIndex({ page }: { page: ContentPageOf<'services'> }) {
  const groups = new Map<string, typeof page.services>();
  for (const s of page.services) {
    const key = s.category ?? '';
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const grouped = groups.size > 1;
  return (
    <>
      <PageHeader breadcrumbs={page.breadcrumbs} eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="container section">
        {page.services.length === 0 ? <Empty /> : null}
        {[...groups.entries()].map(([category, services]) => (
          <section key={category || 'all'} className="group" aria-labelledby={grouped && category ? `cat-${slugify(category)}` : undefined}>
            {grouped && category ? (
              <h2 className="group-title" id={`cat-${slugify(category)}`}>
                {category}
              </h2>
            ) : null}
            <ul className="card-grid" role="list">
              {services.map((s) => (
                <li key={s.id}>
                  <ServiceCard item={{ ...s, category: grouped ? null : s.category }} headingLevel={grouped ? 3 : 2} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <CtaBand cta={page.cta} />
    </>
  );
}

function slugify(s: string) {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function TeamIndex({ page }: { page: ContentPageOf<'team'> }) {
  return (
    <>
      <PageHeader breadcrumbs={page.breadcrumbs} eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="container section">
        {page.doctors.length === 0 ? <Empty /> : null}
        <ul className="card-grid card-grid-4" role="list">
          {page.doctors.map((d) => (
            <li key={d.id}>
              <DoctorCard item={d} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
      <CtaBand cta={page.cta} />
    </>
  );
}

export function CaseStudiesIndex({ page }: { page: ContentPageOf<'case-studies'> }) {
  return (
    <>
      <PageHeader breadcrumbs={page.breadcrumbs} eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="container section">
        {page.caseStudies.length === 0 ? <Empty /> : null}
        <ul className="card-grid" role="list">
          {page.caseStudies.map((c) => (
            <li key={c.id}>
              <CaseStudyCard item={c} headingLevel={2} />
            </li>
          ))}
        </ul>
        <p className="block-note">{t.site.resultsVary}</p>
      </div>
      <CtaBand cta={page.cta} />
    </>
  );
}

export function PostsIndex({ page }: { page: ContentPageOf<'posts'> }) {
  return (
    <>
      <PageHeader breadcrumbs={page.breadcrumbs} eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="container section">
        {page.posts.length === 0 ? <Empty /> : null}
        <ul className="card-grid" role="list">
          {page.posts.map((p) => (
            <li key={p.id}>
              <PostCard item={p} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
      <CtaBand cta={page.cta} />
    </>
  );
}
