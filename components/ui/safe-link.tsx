import type { ReactNode } from 'react';
import { safeHref } from '@/lib/site-path';

/**
 * A link whose address came from the API: a site path, an https:, tel: or mailto: address becomes a plain <a>, and
 * anything else (javascript:, //host) no link at all, only its text.
 *
 * Plain <a>, also for site paths, as every link of the site (docs/performance.md, "Links as plain anchors"): a
 * next/link is a client component, hydrated, watched in view and prefetched with its page's payload, which cost the
 * home page about a third of its blocking time (Lighthouse's phone, on a slow machine). A page is a document of its
 * own, served from the page cache.
 */
export function SafeLink({
  href,
  className,
  rel,
  children,
  ...aria
}: {
  href: string | null | undefined;
  className?: string;
  rel?: string;
  children: ReactNode;
  'aria-current'?: 'page' | 'true';
}) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  return (
    <a href={safe} className={className} rel={rel} {...aria}>
      {children}
    </a>
  );
}
