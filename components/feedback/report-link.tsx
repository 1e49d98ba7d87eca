import { t } from '@/lib/i18n';

/**
 * Footer additions: a discreet link to report a problem with the page being read (its path only). Without a path (a
 * not-found page, rendered once for every made-up path) the report page takes the path from the Referer.
 */
export function ReportProblemLink({ path }: { path?: string }) {
  return (
    <a href={path ? `/zglos-problem?strona=${encodeURIComponent(path)}` : '/zglos-problem'} rel="nofollow">
      {t.feedback.summary}
    </a>
  );
}
