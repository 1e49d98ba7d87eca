// The fonts' faces are @imported at its top: one render-blocking stylesheet for the frame, not two.
import './globals.css';
import { LANG } from '@/lib/i18n';
import { AttributionConsent } from '@/components/ui/attribution-script';
import { config } from '@/lib/server/config';

/**
 * The document. Each route renders the clinic's frame (theme, menu, footer) itself from the data it already
 * fetched, so a content page costs one API call (the catch-all layout shares GET /content with the page).
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={LANG}>
      <body>
        {children}
        {config().attributionSession ? <AttributionConsent /> : null}
      </body>
    </html>
  );
}
