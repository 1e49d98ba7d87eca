import type { Metadata } from 'next';
import { blockRegistry } from '@/blocks/registry';
import { blockFolder, blockSamples } from '@/blocks/samples';
import { describeProps } from '@/blocks/describe';
import { SiteFrame } from '@/components/ui/site-frame';
import { getAllPages, getSiteData } from '@/lib/site-data/content';
import { config } from '@/lib/config/server';
import { checkTheme } from '@/lib/theme/check';
import { warnIfStarterPathsPublished } from '@/lib/starter-paths';
import { t } from '@/lib/i18n';
import { FramedNotFound } from '../../framed-not-found';
import { galleryEnabled, GALLERY_PATH } from './enabled';
import { Frames } from './frames';
import { ThemeReport } from './theme-report';
import styles from './gallery.module.css';

export const revalidate = 60;
// Switched off, the page's 404 names itself (FramedNotFound's <title>) and Next adds its noindex.
export const generateMetadata = (): Metadata =>
  galleryEnabled() ? { title: t.gallery.title, robots: { index: false, follow: false } } : {};

const g = t.gallery;
const KINDS = ['services', 'service', 'doctor', 'post'] as const;

/**
 * The agency's gallery: every registered block with its samples (phone and desktop, light and dark, each a plain
 * pre-rendered frame), the page kinds with the clinic's data, and the theme check. No script of its own.
 */
export default async function Gallery() {
  // Not requireGallery(): a notFound() thrown by the page itself makes Next answer with its error document, blank
  // without JavaScript (../../missing-page.tsx says why); the 404 drawn here is whole in the server's HTML.
  if (!galleryEnabled()) return <FramedNotFound fromPage />;
  const [site, pages] = await Promise.all([getSiteData(), getAllPages()]);
  warnIfStarterPathsPublished(pages.map((p) => p.path));
  const report = checkTheme(site.theme);
  const types = [...blockRegistry.entries()];
  const examples = KINDS.map((kind) => ({ kind, page: pages.find((p) => p.type === kind) })).filter((e) => e.page);
  return (
    <SiteFrame site={site} currentPath={GALLERY_PATH} demo={config().mode === 'demo'}>
      <div className={`container ${styles.gallery}`}>
        <header className={styles.intro}>
          <h1>{g.title}</h1>
          <p className="lead">{g.lead}</p>
          <p className="muted">{g.onlyDev}</p>
          <nav aria-label={g.toc}>
            <ul className={styles.toc}>
              <li>
                <a href="#motyw">{g.themeHeading}</a>
              </li>
              {types.map(([type]) => (
                <li key={type}>
                  <a href={`#blok-${blockFolder(type)}`}>{type}</a>
                </li>
              ))}
              <li>
                <a href="#strony">{g.pagesHeading}</a>
              </li>
            </ul>
          </nav>
        </header>

        <ThemeReport report={report} />

        <section aria-labelledby="bloki" className={styles.section}>
          <h2 id="bloki">{g.blocksHeading}</h2>
          {types.map(([type, block]) => {
            const folder = blockFolder(type);
            return (
              <article key={type} id={`blok-${folder}`} className={styles.block} aria-labelledby={`tytul-${folder}`}>
                <h3 id={`tytul-${folder}`}>
                  <code>{type}</code>
                </h3>
                <p>
                  {g.blockFolder}: <code>blocks/{folder}/</code> (schema.ts, view.tsx, samples.ts)
                </p>
                <div className={styles.tableWrap}>
                  <table className={styles.props}>
                    <caption>{g.blockProps}</caption>
                    <tbody>
                      {describeProps(block.schema).map((p) => (
                        <tr key={p.name}>
                          <th scope="row">
                            <code>{p.name}</code>
                          </th>
                          <td>{p.words}</td>
                          <td>{p.required ? g.required : g.optional}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {(blockSamples[folder] ?? []).map((sample, i) => (
                  <Frames
                    key={sample.name}
                    heading={g.sample(sample.name)}
                    what={type}
                    src={(mode) => `${GALLERY_PATH}/podglad/${folder}/${i}/${mode}`}
                  />
                ))}
              </article>
            );
          })}
        </section>

        <section aria-labelledby="strony" id="strony" className={styles.section}>
          <h2>{g.pagesHeading}</h2>
          <p>{g.pagesLead}</p>
          {examples.map(({ kind, page }) => (
            <Frames
              key={kind}
              heading={`${g.pageKinds[kind]}: ${page!.title}`}
              what={page!.title}
              src={() => page!.path}
              modes={['jasny']}
            />
          ))}
        </section>
      </div>
    </SiteFrame>
  );
}
