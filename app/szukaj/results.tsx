import type { Site } from '@/lib/clinic-api/schemas';
import { telHref } from '@/lib/format';
import { t } from '@/lib/i18n';

/** The clinic's phone under "nothing found": reception finds what the search did not. */
export function CallReception({ site }: { site: Site }) {
  const phone = site.profile?.phone;
  if (!phone) return null;
  return (
    <p>
      <a className="button button-secondary" href={telHref(phone)}>
        {t.search.call} {phone}
      </a>
    </p>
  );
}
