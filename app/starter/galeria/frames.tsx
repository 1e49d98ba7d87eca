import { t } from '@/lib/i18n';
import type { ModeSlug } from './enabled';
import styles from './gallery.module.css';

const g = t.gallery;

/** One sample at phone and desktop widths, in each mode: real frames, so the layout answers to real viewports. */
export function Frames({
  heading,
  what,
  src,
  modes = ['jasny', 'ciemny'],
}: {
  heading: string;
  what: string;
  src: (mode: ModeSlug) => string;
  modes?: ModeSlug[];
}) {
  return (
    <figure className={styles.sample}>
      <figcaption>{heading}</figcaption>
      {modes.map((mode) => {
        const modeName = mode === 'jasny' ? g.modeLight : g.modeDark;
        return (
          <div key={mode} className={styles.row}>
            <p className={styles.modeLabel}>{modeName}</p>
            <div className={styles.phone}>
              <p className={styles.width}>{g.phone}</p>
              <iframe
                src={src(mode)}
                title={g.frameTitle(what, g.phone, modeName)}
                loading="lazy"
                width={390}
                height={640}
              />
            </div>
            <div className={styles.desktop}>
              <p className={styles.width}>{g.desktop}</p>
              <div className={styles.scaled}>
                <iframe
                  src={src(mode)}
                  title={g.frameTitle(what, g.desktop, modeName)}
                  loading="lazy"
                  width={1280}
                  height={900}
                />
              </div>
            </div>
          </div>
        );
      })}
    </figure>
  );
}
