import type { ContentPage, Site } from '../clinic-api/schemas';
import { formatDate } from '../format';
import { pageFacts } from '../seo/page-facts';
import { t } from '../i18n';

/** What one card says: the page's title and one line that fits its kind. */
export interface CardFacts {
  title: string;
  /** The treatment's price label, the specialist's specialisations, the post's or case study's date. */
  detail: string | null;
  /** A small label above the title naming the kind ("Zabieg", "Specjalista", "Wpis"), none for plain pages. */
  kind: string | null;
}

export function cardFacts(site: Site, page: ContentPage): CardFacts {
  const title = pageFacts(site, page).title;
  switch (page.kind) {
    case 'service':
      return { title, kind: t.site.shareCard.kinds.service, detail: clean(page.service.priceFromLabel) };
    case 'doctor':
      return { title, kind: t.site.shareCard.kinds.doctor, detail: clean(page.doctor.specializations.join(', ')) };
    case 'post':
      return { title, kind: t.site.shareCard.kinds.post, detail: formatDate(page.post.publishedAt) };
    case 'case-study':
      return { title, kind: t.site.shareCard.kinds.caseStudy, detail: formatDate(page.caseStudy.publishedAt) };
    default:
      return { title, kind: null, detail: null };
  }
}

function clean(s: string | null | undefined): string | null {
  const v = s?.replace(/\s+/g, ' ').trim();
  return v ? v : null;
}
