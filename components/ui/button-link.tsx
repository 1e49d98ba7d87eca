import Link from 'next/link';
import clsx from 'clsx';
import type { Cta } from '@/lib/clinic-api/schemas';
import { isInternalHref } from '@/lib/format';
import { Icon } from './icons';

/** A call to action as a button-looking link: a path on the site, a tel:/mailto: link or an external address. */
export function ButtonLink({ cta, variant = 'primary', className }: { cta: Cta; variant?: 'primary' | 'secondary' | 'ghost'; className?: string }) {
  const cls = clsx('button', `button-${variant}`, className);
  if (isInternalHref(cta.href)) {
    return (
      <Link href={cta.href} className={cls}>
        {cta.label}
      </Link>
    );
  }
  const isTel = cta.href.startsWith('tel:');
  return (
    <a href={cta.href} className={cls}>
      {isTel ? <Icon name="phone" width={18} height={18} /> : null}
      {cta.label}
    </a>
  );
}
