import type { ThemeReport as Report } from '@/lib/theme/check';
import { t } from '@/lib/i18n';
import styles from './gallery.module.css';

const g = t.gallery;

/** The theme check as the gallery shows it: each pair as a swatch with its ratio, failures marked in words too. */
export function ThemeReport({ report }: { report: Report }) {
  const errors = report.findings.filter((f) => f.level === 'error');
  return (
    <section aria-labelledby="motyw" id="motyw" className={styles.section}>
      <h2>{g.themeHeading}</h2>
      <p className={report.ok ? styles.ok : styles.bad} role="status">
        {report.ok ? g.themeOk(report.pairs.length) : g.themeFails(errors.length)}
      </p>
      <p className="muted">
        {g.themeCommand} <code>npm run check-theme</code>
      </p>
      {(['light', 'dark'] as const).map((mode) => (
        <div key={mode} className={styles.tableWrap}>
          <table className={styles.pairs}>
            <caption>{mode === 'light' ? g.modeLight : g.modeDark}</caption>
            <thead>
              <tr>
                <th scope="col">{g.colPair}</th>
                <th scope="col">{g.colWhere}</th>
                <th scope="col">{g.colRatio}</th>
                <th scope="col">{g.colRequired}</th>
                <th scope="col">{g.colResult}</th>
              </tr>
            </thead>
            <tbody>
              {report.pairs
                .filter((p) => p.mode === mode)
                .map((p) => (
                  <tr key={`${p.kind}-${p.fg}-${p.bg}`} className={p.ok ? undefined : styles.failRow}>
                    <th scope="row">
                      <span
                        className={styles.swatch}
                        style={{
                          color: p.fgHex ?? undefined,
                          background: p.bgHex ?? undefined,
                          borderColor: p.fgHex ?? undefined,
                        }}
                        aria-hidden="true"
                      >
                        {p.kind === 'text' ? 'Aa' : '▢'}
                      </span>{' '}
                      {p.fg} / {p.bg} <span className="muted">({p.kind === 'text' ? g.kindText : g.kindNonText})</span>
                    </th>
                    <td>{p.where}</td>
                    <td>{p.ratio === null ? '?' : `${p.ratio.toFixed(2)}:1`}</td>
                    <td>{p.required}:1</td>
                    <td>{p.ok ? `✓ ${g.pass}` : `✗ ${g.fail}`}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ))}
      {report.findings.length > 0 ? (
        <>
          <h3>{g.findings}</h3>
          <ul>
            {report.findings.map((f) => (
              <li key={f.what}>
                {f.level === 'error' ? '✗' : '!'} {f.what}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
