import type { ContentPageOf } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n';
import { CaseStudyCard, DoctorCard, PostCard, ServiceCard } from '@/components/ui/cards';
import { CtaBand } from './cta-band';
import { PageHeader } from '@/components/ui/page-header';

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
  // Uncategorised treatments among categorised ones get a heading of their own, last: without one they read as part
  // of the category above them (to the eye and in the heading outline).
  const uncategorised = groups.get('');
  if (grouped && uncategorised) {
    groups.delete('');
    groups.set('', uncategorised);
  }
  return (
    <>
      <PageHeader breadcrumbs={page.breadcrumbs} eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="container section">
        {page.services.length === 0 ? <Empty /> : null}
        {[...groups.entries()].map(([category, services]) => (
          <section
            key={category || 'all'}
            className="group"
            aria-labelledby={grouped ? `cat-${slugify(category) || 'bez-kategorii'}` : undefined}
          >
            {grouped ? (
              <h2 className="group-title" id={`cat-${slugify(category) || 'bez-kategorii'}`}>
                {category || t.site.otherTreatments}
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

type IndexPage = ContentPageOf<'team' | 'case-studies' | 'posts'>;

/** An index page: header, a grid of cards (one per record, keyed by id), an optional note, and the page's CTA. */
function CardIndex<T extends { id: string }>({
  page,
  items,
  render,
  gridClass = 'card-grid',
  note,
}: {
  page: IndexPage;
  items: T[];
  render: (item: T) => React.ReactNode;
  gridClass?: string;
  note?: string;
}) {
  return (
    <>
      <PageHeader breadcrumbs={page.breadcrumbs} eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="container section">
        {items.length === 0 ? <Empty /> : null}
        <ul className={gridClass} role="list">
          {items.map((item) => (
            <li key={item.id}>{render(item)}</li>
          ))}
        </ul>
        {note ? <p className="block-note">{note}</p> : null}
      </div>
      <CtaBand cta={page.cta} />
    </>
  );
}

export function TeamIndex({ page }: { page: ContentPageOf<'team'> }) {
  return (
    <CardIndex
      page={page}
      items={page.doctors}
      gridClass="card-grid card-grid-4"
      render={(d) => <DoctorCard item={d} headingLevel={2} />}
    />
  );
}

export function CaseStudiesIndex({ page }: { page: ContentPageOf<'case-studies'> }) {
  return (
    <CardIndex
      page={page}
      items={page.caseStudies}
      note={t.site.resultsVary}
      render={(c) => <CaseStudyCard item={c} headingLevel={2} />}
    />
  );
}

export function PostsIndex({ page }: { page: ContentPageOf<'posts'> }) {
  return <CardIndex page={page} items={page.posts} render={(p) => <PostCard item={p} headingLevel={2} />} />;
}
