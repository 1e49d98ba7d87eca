import clsx from 'clsx';
import type { Cta } from '@/lib/clinic-api/schemas';
import { safeHref } from '@/lib/site-path';
import { Icon } from './icons';
import { SafeLink } from './safe-link';

/** A call to action as a button-looking link: a path on the site, a tel:/mailto: link or an external address. */
export function ButtonLink({
  cta,
  variant = 'primary',
  className,
}: {
  cta: Cta;
  variant?: 'primary' | 'secondary' | 'ghost';
  className?: string;
}) {
  // A call to action that leads nowhere safe is left out rather than shown as a dead button.
  if (!safeHref(cta.href)) return null;
  return (
    <SafeLink href={cta.href} className={clsx('button', `button-${variant}`, className)}>
      {cta.href.startsWith('tel:') ? <Icon name="phone" width={18} height={18} /> : null}
      {cta.label}
    </SafeLink>
  );
}
