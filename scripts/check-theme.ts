/**
 * npm run check-theme [-- --url … --key … | --demo | --tokens FILE.json] [--json]
 * Checks a clinic's ThemeTokens before launch: tokens that are not what they should be (lib/theme/validate.ts), WCAG 2.2 AA contrast of every colour pair the components use (light
 * and dark, text and non-text), font families the site cannot load, type scale and rhythm out of range.
 * Exit 0 when it passes, 1 on a failure (or when the API cannot be read), 2 for a wrong invocation.
 */
import { readFileSync } from 'node:fs';
import { ZodError } from 'zod';
import { ThemeTokens } from '../lib/clinic-api/schemas/site';
import { ClinicApiError } from '../lib/clinic-api/errors';
import { getContent, getSite } from '../lib/clinic-api/content';
import { checkTheme, type PairResult, type ThemeReport } from '../lib/theme/check';
import { CONNECTION_HELP, connect, EXIT, explain, fail, loadEnvFiles, parseCli } from './lib/cli';

const USAGE = `Usage: npm run check-theme -- [--url <address> --key <key> | --demo | --tokens <file.json>] [--json]

Checks the clinic's theme (ThemeTokens) for tokens that are not a colour, length, font list or easing, WCAG 2.2 AA contrast, fonts the site cannot load and type values out
of range. Without flags it reads the configured clinic.
  --tokens <file>   a JSON file with a ThemeTokens object (or a GET /site answer that contains one)
${CONNECTION_HELP}
  --json            print the report as JSON`;

/** A ThemeTokens object from a file: the object itself, `{ theme }`, or a GET /site answer `{ site: { theme } }`. */
function tokensFromFile(file: string): ThemeTokens {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    fail(`Cannot read ${file} as JSON: ${err instanceof Error ? err.message : String(err)}`, EXIT.usage);
  }
  const o = json as { theme?: unknown; site?: { theme?: unknown } };
  const candidate = o?.site?.theme ?? o?.theme ?? json;
  try {
    return ThemeTokens.parse(candidate);
  } catch (err) {
    const issues =
      err instanceof ZodError
        ? err.issues
            .slice(0, 5)
            .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
            .join('; ')
        : String(err);
    fail(`${file} does not hold ThemeTokens: ${issues}`, EXIT.usage);
  }
}

async function tokensFromApi(
  values: { url?: string; key?: string; demo?: boolean },
  quiet: boolean,
): Promise<{ theme: ThemeTokens; source: string }> {
  const log = console.log;
  if (quiet) console.log = () => {}; // connect() announces the demo on stdout; --json keeps stdout for the report
  const conn = await connect(values);
  console.log = log;
  try {
    let site;
    try {
      site = await getSite(conn.client);
    } catch (err) {
      // GET /site exists since 1.4.0; before it the site object comes with any page's content.
      if (!(err instanceof ClinicApiError && err.status === 404)) throw err;
      site = (await getContent(conn.client, '/')).site;
    }
    return { theme: site.theme, source: values.demo ? 'the demo clinic' : conn.baseUrl };
  } catch (err) {
    fail(explain(err, conn.baseUrl), EXIT.failed);
  } finally {
    await conn.close();
  }
}

function pairLine(p: PairResult): string {
  const ratio = p.ratio === null ? '   ?  ' : `${p.ratio.toFixed(2).padStart(5)}:1`;
  return `  ${p.ok ? '✓' : '✗'} ${ratio}  (min ${p.required}:1)  ${p.fg} on ${p.bg}  — ${p.where}`;
}

function printReport(report: ThemeReport, source: string): void {
  console.log(`Theme of ${source}`);
  for (const mode of ['light', 'dark'] as const) {
    console.log(`${mode === 'light' ? 'Light' : 'Dark'} mode, contrast (WCAG 2.2 AA: text 4.5:1, non-text 3:1):`);
    for (const p of report.pairs.filter((x) => x.mode === mode)) console.log(pairLine(p));
  }
  const errors = report.findings.filter((f) => f.level === 'error');
  const warnings = report.findings.filter((f) => f.level === 'warning');
  for (const f of warnings) console.log(`! ${f.what}`);
  for (const f of errors) console.log(`✗ ${f.what}`);
  console.log(
    report.ok
      ? `✓ The theme passes (${report.pairs.length} colour pairs, fonts, scale)${warnings.length ? `, with ${warnings.length} warning(s)` : ''}.`
      : `✗ The theme fails: ${errors.length} problem(s).`,
  );
}

async function main() {
  loadEnvFiles();
  const { values } = parseCli({ json: { type: 'boolean', default: false }, tokens: { type: 'string' } }, USAGE);
  if (values.tokens && (values.demo || values.url || values.key))
    fail(`--tokens cannot be combined with --demo, --url or --key\n\n${USAGE}`, EXIT.usage);
  const { theme, source } = values.tokens
    ? { theme: tokensFromFile(values.tokens), source: values.tokens }
    : await tokensFromApi(values, values.json);
  const report = checkTheme(theme);
  if (values.json) console.log(JSON.stringify({ source, ...report }, null, 2));
  else printReport(report, source);
  process.exit(report.ok ? EXIT.ok : EXIT.failed);
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err), EXIT.failed));
