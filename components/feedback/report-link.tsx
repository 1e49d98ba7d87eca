import { t } from '@/lib/i18n';

/** Footer additions: a discreet link to report a problem with the page being read (its path only). */
export function ReportProblemLink({ path }: { path: string }) {
  return (
    <a href={`/zglos-problem?strona=${encodeURIComponent(path)}`} rel="nofollow">
      {t.feedback.summary}
    </a>
  );
}
