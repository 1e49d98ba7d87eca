import Link from 'next/link';
import { t } from '@/lib/i18n';

/** Footer additions: a discreet link to report a problem with the page being read (its path only). */
export function ReportProblemLink({ path }: { path: string }) {
  return (
    <Link href={`/zglos-problem?strona=${encodeURIComponent(path)}`} rel="nofollow" prefetch={false}>
      {t.feedback.summary}
    </Link>
  );
}
