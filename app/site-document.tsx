import { LANG } from '@/lib/i18n';
import { AttributionConsent } from '@/components/ui/attribution-script';
import { config } from '@/lib/server/config';

/**
 * `<html>` and `<body>` of every page: the root layout's, and app/global-not-found.tsx's, which Next renders without
 * the root layout. One element, so the two documents cannot drift apart.
 */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang={LANG}>
      <body>
        {children}
        {config().attributionSession ? <AttributionConsent /> : null}
      </body>
    </html>
  );
}
