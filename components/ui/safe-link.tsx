import Link from 'next/link';
import type { ReactNode } from 'react';
import { isSitePath, safeHref } from '@/lib/site-path';

/**
 * A link whose address came from the API: a site path becomes a client-side Link, an https:, tel: or mailto:
 * address a plain <a>, and anything else (javascript:, //host) no link at all, only its text.
 */
export function SafeLink({ href, className, rel, children, ...aria }: { href: string | null | undefined; className?: string; rel?: string; children: ReactNode; 'aria-current'?: 'page' | 'true' }) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  if (isSitePath(safe)) {
    return (
      <Link href={safe} className={className} rel={rel} {...aria}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safe} className={className} rel={rel} {...aria}>
      {children}
    </a>
  );
}
