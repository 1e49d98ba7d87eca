// The fonts' faces are @imported at its top: one render-blocking stylesheet for the frame, not two.
import './globals.css';
import { SiteDocument } from './site-document';

/**
 * The document. Each route renders the clinic's frame (theme, menu, footer) itself from the data it already
 * fetched, so a content page costs one API call (the catch-all layout shares GET /content with the page).
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
