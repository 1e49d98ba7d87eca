import type { Site } from '@/lib/clinic-api/schemas';
import { themeCss } from '@/lib/theme';
import { t } from '@/lib/i18n';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/**
 * Everything around a page: the clinic's theme as CSS variables, skip link, demo marker, the clinic's
 * demoNotice, header with menu, and footer. Rendered by every route from the site object it already has.
 */
export function SiteFrame({
  site,
  currentPath,
  demo,
  footerExtra,
  actionBar,
  children,
}: {
  site: Site;
  currentPath?: string;
  demo: boolean;
  footerExtra?: React.ReactNode;
  /** The call-and-book bar on phones (app/action-bar.tsx); absent on the booking page. */
  actionBar?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <style href="clinic-theme" precedence="high">
        {themeCss(site.theme)}
      </style>
      <a href="#main" className="skip-link">
        {t.common.skipToContent}
      </a>
      {site.profile?.demoNotice || demo ? (
        <div className="demo-notice" role="note">
          <div className="container">
            {demo ? (
              <strong className="demo-badge" title={t.common.demoMarker}>
                {t.common.demoBadge}
                <span className="visually-hidden">: {t.common.demoMarker}</span>
              </strong>
            ) : null}
            <p>{site.profile?.demoNotice ?? t.common.demoMarker}</p>
          </div>
        </div>
      ) : null}
      <SiteHeader site={site} currentPath={currentPath} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={site} extra={footerExtra} />
      {actionBar}
    </>
  );
}
