import { LANG } from '@/lib/i18n';
import { AttributionConsent } from '@/components/ui/attribution-script';
import { config } from '@/lib/config/server';
import { FontsLater } from '@/components/ui/fonts-later';
import { TagConsent } from '@/components/ui/tag-consent';
import { ConversionBeacon } from '@/components/ui/conversion-beacon';
import { isStaticExport } from '@/lib/config/static-export';

/**
 * `<html>` and `<body>` of every page: the root layout's, and app/global-not-found.tsx's, which Next renders without
 * the root layout. One element, so the two documents cannot drift apart.
 */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  const tags = config().tags;
  return (
    // suppressHydrationWarning: FontsLater's script sets an attribute on <html> before React hydrates it.
    <html lang={LANG} suppressHydrationWarning>
      <head>
        <FontsLater />
      </head>
      <body>
        {children}
        {/* With tags configured, their consent choice also asks for the attribution (one choice, not two bars). */}
        {tags ? <TagConsent tags={tags} attribution={config().attributionSession} /> : null}
        {config().attributionSession && !tags ? <AttributionConsent /> : null}
        <ConversionBeacon beacon={!isStaticExport()} />
      </body>
    </html>
  );
}
