import type { MediaRef, Site } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n';
import { MediaImage } from './media-image';
import { Icon } from './icons';
import { SafeLink } from './safe-link';
import { SearchForm } from './search-form';

function isCurrent(itemPath: string, currentPath: string | undefined) {
  if (!currentPath) return false;
  return itemPath === '/' ? currentPath === '/' : currentPath === itemPath || currentPath.startsWith(itemPath + '/');
}

/** Logo, the clinic's menu, the search box and the booking button. The phone menu is a <details> disclosure: no JavaScript. */
export function SiteHeader({ site, currentPath }: { site: Site; currentPath?: string }) {
  const logo = site.profile?.logo;
  const logoInverse = site.profile?.logoInverse;
  const nav = (
    <ul className="nav-list">
      {site.menu.map((item) => {
        const current = isCurrent(item.path, currentPath);
        return (
          <li key={item.path}>
            <SafeLink
              href={item.path}
              aria-current={current ? (currentPath === item.path ? 'page' : 'true') : undefined}
            >
              {item.label}
            </SafeLink>
          </li>
        );
      })}
    </ul>
  );
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a
          href="/"
          className={logo ? 'brand' : 'brand brand-text'}
          aria-label={`${site.name}, ${t.common.home.toLowerCase()}`}
        >
          {logo ? (
            <>
              <MediaImage
                media={{ ...logo, alt: '' }}
                sizes="180px"
                eager
                className={logoInverse ? 'logo logo-light' : 'logo'}
                showCaption={false}
                {...logoBox(logo)}
              />
              {logoInverse ? (
                <MediaImage
                  media={{ ...logoInverse, alt: '' }}
                  sizes="180px"
                  className="logo logo-dark"
                  showCaption={false}
                  {...logoBox(logoInverse)}
                />
              ) : null}
            </>
          ) : (
            <span className="brand-name">{site.name}</span>
          )}
        </a>
        <nav aria-label={t.common.mainNav} className="nav-desktop">
          {nav}
        </nav>
        <SearchForm id="header-search" variant="header" />
        <a href="/umow-wizyte" className="button button-primary header-cta">
          {t.common.bookVisit}
        </a>
        <details className="nav-mobile">
          <summary aria-label={t.common.openMenu}>
            <Icon name="menu" className="icon-open" />
            <Icon name="close" className="icon-close" />
            <span className="summary-text">{t.common.menu}</span>
          </summary>
          <nav aria-label={t.common.mainNav} className="nav-mobile-panel">
            <SearchForm id="menu-search" variant="menu" />
            {nav}
            <a href="/umow-wizyte" className="button button-primary">
              {t.common.bookVisit}
            </a>
          </nav>
        </details>
      </div>
    </header>
  );
}

/**
 * A logo whose size the API does not know (it sends width and height "when known"; SVG logos often come without)
 * stands in a logo-shaped box, whole and on the header's own colour, instead of a photo's 3:2 placeholder.
 */
function logoBox(media: MediaRef): { aspect?: string; fit?: 'contain' } {
  return media.width !== undefined && media.height !== undefined ? {} : { aspect: '7 / 2', fit: 'contain' };
}
