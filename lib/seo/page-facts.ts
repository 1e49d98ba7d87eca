import type { ContentPage, Crumb, MediaRef, Site } from '../clinic-api/schemas';
import { faqItemsOf, heroImageOf, leadTextOf, type FaqItem } from './blocks';
import { firstText, truncateAtWord } from './text';

/** What search engines are told about one page, whatever its kind. */
export interface PageFacts {
  /** The page's own title (seoTitle when set), without the clinic's name. */
  title: string;
  /** True for the home page: its title is used as is, without the template. */
  isHome: boolean;
  /** The clinic wrote this title for the title tag (`seoTitle`, or the home page's): used as is, nothing added. */
  titleVerbatim: boolean;
  /** At most ~160 characters; always present so every page has its own description. */
  description: string;
  /** The page's own picture for sharing, when it has one. */
  image?: MediaRef;
  ogType: 'website' | 'article';
  publishedAt?: string;
  modifiedAt?: string;
  breadcrumbs: Crumb[];
  faq: FaqItem[];
}

const SEP = ' · ';

/** Collects title, description, image and dates from a content page; fallbacks keep descriptions unique. */
export function pageFacts(site: Site, page: ContentPage): PageFacts {
  const isHome = page.path === '/';
  const base = {
    isHome,
    titleVerbatim: isHome,
    ogType: 'website' as const,
    breadcrumbs: 'breadcrumbs' in page ? page.breadcrumbs : [],
  };
  const describe = (...candidates: (string | null | undefined)[]) =>
    truncateAtWord(firstText(...candidates) ?? site.name);

  switch (page.kind) {
    case 'page':
      return {
        ...base,
        titleVerbatim: isHome || Boolean(firstText(page.seoTitle)),
        title: isHome ? (firstText(page.seoTitle) ?? site.name) : (firstText(page.seoTitle, page.title) ?? site.name),
        description: describe(page.seoDescription, leadTextOf(page.blocks), `${page.title}${SEP}${site.name}`),
        image: heroImageOf(page.blocks),
        faq: dedupe(faqItemsOf(page.blocks)),
      };
    case 'services':
      return {
        ...base,
        title: page.title,
        description: describe(
          page.lead,
          listing(
            page.title,
            page.services.map((s) => s.name),
            site,
          ),
        ),
        faq: [],
      };
    case 'team':
      return {
        ...base,
        title: page.title,
        description: describe(
          page.lead,
          listing(
            page.title,
            page.doctors.map((d) => d.name),
            site,
          ),
        ),
        faq: [],
      };
    case 'case-studies':
      return {
        ...base,
        title: page.title,
        description: describe(
          page.lead,
          listing(
            page.title,
            page.caseStudies.map((c) => c.title),
            site,
          ),
        ),
        faq: [],
      };
    case 'posts':
      return {
        ...base,
        title: page.title,
        description: describe(
          page.lead,
          listing(
            page.title,
            page.posts.map((p) => p.title),
            site,
          ),
        ),
        faq: [],
      };
    case 'service': {
      const s = page.service;
      const facts = [s.priceFromLabel, s.durationLabel].filter(Boolean).join(', ');
      return {
        ...base,
        title: page.title || s.name,
        description: describe(
          s.shortDesc,
          leadTextOf(s.bodyBlocks),
          `${s.name}${facts ? ` (${facts})` : ''}${SEP}${site.name}`,
        ),
        image: s.hero ?? undefined,
        modifiedAt: s.updatedAt,
        faq: dedupe([...s.faq, ...faqItemsOf(s.bodyBlocks)]),
      };
    }
    case 'doctor': {
      const d = page.doctor;
      const who = [d.title, d.name].filter(Boolean).join(' ');
      const specs = d.specializations.length ? ` – ${d.specializations.join(', ')}` : '';
      return {
        ...base,
        title: page.title || d.name,
        // Who and what first (the bio rarely names the doctor), then the bio's opening.
        description: describe(`${who}${specs}. ${leadTextOf(d.bodyBlocks) ?? site.name}`),
        image: d.photo ?? undefined,
        modifiedAt: d.updatedAt,
        faq: dedupe(faqItemsOf(d.bodyBlocks)),
      };
    }
    case 'case-study': {
      const c = page.caseStudy;
      return {
        ...base,
        ogType: 'article',
        title: page.title || c.title,
        description: describe(c.summary, leadTextOf(c.bodyBlocks), `${c.title}${SEP}${site.name}`),
        image: c.after ?? c.before ?? undefined,
        publishedAt: c.publishedAt ?? undefined,
        modifiedAt: c.updatedAt,
        faq: dedupe(faqItemsOf(c.bodyBlocks)),
      };
    }
    case 'post': {
      const p = page.post;
      return {
        ...base,
        ogType: 'article',
        titleVerbatim: Boolean(firstText(p.seoTitle)),
        title: firstText(p.seoTitle, page.title, p.title) ?? site.name,
        description: describe(p.seoDescription, p.excerpt, leadTextOf(p.bodyBlocks), `${p.title}${SEP}${site.name}`),
        image: p.ogImage ?? p.cover ?? undefined,
        publishedAt: p.publishedAt ?? undefined,
        modifiedAt: p.updatedAt,
        faq: dedupe(faqItemsOf(p.bodyBlocks)),
      };
    }
  }
}

function listing(title: string, names: string[], site: Site): string {
  return names.length ? `${title}: ${names.join(', ')}${SEP}${site.name}` : `${title}${SEP}${site.name}`;
}

/** A question asked twice (FAQ field and a FAQ block) is listed once. */
function dedupe(items: FaqItem[]): FaqItem[] {
  const seen = new Set<string>();
  return items
    .map((i) => ({ question: i.question.trim(), answer: i.answer.trim() }))
    .filter((i) => {
      const key = i.question.toLowerCase();
      if (!i.question || !i.answer || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
