import { LANG } from '@/lib/i18n';
import { AttributionConsent } from '@/components/ui/attribution-script';
import { config } from '@/lib/config/server';
import { FontsLater } from '@/components/ui/fonts-later';

/**
 * `<html>` and `<body>` of every page: the root layout's, and app/global-not-found.tsx's, which Next renders without
 * the root layout. One element, so the two documents cannot drift apart.
 */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    // suppressHydrationWarning: FontsLater's script sets an attribute on <html> before React hydrates it.
    <html lang={LANG} suppressHydrationWarning>
      <head>
        <FontsLater />
      </head>
      <body>
        {children}
        {config().attributionSession ? <AttributionConsent /> : null}
      </body>
    </html>
  );
}
