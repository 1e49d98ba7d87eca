import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/lib/i18n';

/** The frame of a starter legal page: breadcrumbs, the one h1, and its sections as prose. */
export function LegalArticle({ title, lead, children }: { title: string; lead?: string; children: React.ReactNode }) {
  return (
    <article>
      <PageHeader
        breadcrumbs={[
          { label: t.common.home, href: '/' },
          { label: title, href: null },
        ]}
        title={title}
        lead={lead ?? null}
      />
      <div className="container container-narrow">
        <div className="prose">{children}</div>
      </div>
    </article>
  );
}

/** How the clinic takes complaints: its e-mail and its address, whichever it publishes. */
export function complaintContact(
  email: string | undefined,
  address: string | null,
  words: { byEmail: (e: string) => string; byPost: (a: string) => string; fallback: string },
): string {
  const ways = [email ? words.byEmail(email) : null, address ? words.byPost(address) : null].filter((w): w is string =>
    Boolean(w),
  );
  return ways.length ? ways.join(t.legal.terms.complaintsOr) : words.fallback;
}
