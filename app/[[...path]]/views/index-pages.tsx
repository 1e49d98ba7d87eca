import type { ContentPageOf } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n';
import { CaseStudyCard, DoctorCard, PostCard, ServiceCard } from '@/components/ui/cards';
import { CtaBand } from './cta-band';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import type { Paging } from '@/lib/paging';
import { fold } from '@/lib/search/text';

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
  const groupId = (category: string) => `cat-${slugify(category) || 'bez-kategorii'}`;
  return (
    <>
      <PageHeader breadcrumbs={page.breadcrumbs} eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="container section">
        {page.services.length === 0 ? <Empty /> : null}
        {/* Jump links to the categories: a filter without JavaScript or a reload, and the page stays static. */}
        {grouped ? (
          <nav className="filter-nav" aria-label={t.site.categoriesNav}>
            <ul role="list">
              {[...groups.keys()].map((category) => (
                <li key={category || 'all'}>
                  <a href={`#${groupId(category)}`}>{category || t.site.otherTreatments}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {[...groups.entries()].map(([category, services]) => (
          <section key={category || 'all'} className="group" aria-labelledby={grouped ? groupId(category) : undefined}>
            {grouped ? (
              <h2 className="group-title" id={groupId(category)} tabIndex={-1}>
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
  return fold(s)
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
  paging,
  before,
  itemAttrs,
}: {
  page: IndexPage;
  items: T[];
  render: (item: T) => React.ReactNode;
  gridClass?: string;
  note?: string;
  paging?: Paging | null;
  /** Above the grid (the team's filter). */
  before?: React.ReactNode;
  itemAttrs?: (item: T) => Record<string, string>;
}) {
  return (
    <>
      <PageHeader breadcrumbs={page.breadcrumbs} eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="container section">
        {items.length === 0 ? <Empty /> : null}
        {before}
        <ul className={gridClass} role="list">
          {items.map((item) => (
            <li key={item.id} {...itemAttrs?.(item)}>
              {render(item)}
            </li>
          ))}
        </ul>
        {paging ? <Pagination paging={paging} /> : null}
        {note ? <p className="block-note">{note}</p> : null}
      </div>
      <CtaBand cta={page.cta} />
    </>
  );
}

/**
 * The team, filterable by specialisation without JavaScript or a reload: each specialisation is a link to an anchor
 * (`#spec-…`); while that anchor is the page's :target, a rule written here for it hides the cards without that
 * specialisation, and the anchor (a heading) says which are shown. "Wszyscy" clears it. The page stays static.
 */
export function TeamIndex({ page }: { page: ContentPageOf<'team'> }) {
  const specs = new Map<string, string>();
  for (const d of page.doctors) for (const s of d.specializations) if (slugify(s)) specs.set(slugify(s), s);
  const filter = specs.size > 1 ? <TeamFilter specs={specs} /> : null;
  return (
    <CardIndex
      page={page}
      items={page.doctors}
      gridClass="card-grid card-grid-4"
      before={filter}
      itemAttrs={filter ? (d) => ({ 'data-spec': d.specializations.map(slugify).join(' ') }) : undefined}
      render={(d) => <DoctorCard item={d} headingLevel={2} />}
    />
  );
}

function TeamFilter({ specs }: { specs: Map<string, string> }) {
  // Slugs are [a-z0-9-] only, so they are safe inside the selectors.
  const css = [...specs.keys()]
    .map((k) => `.team-filter:has(#spec-${k}:target)~.card-grid>li:not([data-spec~="${k}"]){display:none}`)
    .join('');
  return (
    <>
      <style href="team-filter" precedence="default">
        {css}
      </style>
      <div className="team-filter">
        <nav className="filter-nav" aria-label={t.site.specialisationsNav}>
          <ul role="list">
            <li>
              <a href="#wszyscy">{t.site.allSpecialists}</a>
            </li>
            {[...specs.entries()].map(([k, label]) => (
              <li key={k}>
                <a href={`#spec-${k}`}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <h2 id="wszyscy" className="filter-heading" tabIndex={-1}>
          {t.site.allSpecialists}
        </h2>
        {[...specs.entries()].map(([k, label]) => (
          <h2 key={k} id={`spec-${k}`} className="filter-heading" tabIndex={-1}>
            {t.site.specialistsOf(label)}
          </h2>
        ))}
      </div>
    </>
  );
}

export function CaseStudiesIndex({ page, paging }: { page: ContentPageOf<'case-studies'>; paging?: Paging | null }) {
  return (
    <CardIndex
      page={page}
      items={page.caseStudies}
      note={t.site.resultsVary}
      paging={paging}
      render={(c) => <CaseStudyCard item={c} headingLevel={2} />}
    />
  );
}

export function PostsIndex({ page, paging }: { page: ContentPageOf<'posts'>; paging?: Paging | null }) {
  return (
    <CardIndex page={page} items={page.posts} paging={paging} render={(p) => <PostCard item={p} headingLevel={2} />} />
  );
}
