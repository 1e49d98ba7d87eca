import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every command the README tells an agency to run is run by a test or by CI (issue 16). A command added to the
 * README without a test that runs it fails here; so does a test that stops running it, or a package script that
 * no longer is what the test runs.
 */
const read = (file: string) => readFileSync(file, 'utf8');
const readme = read('README.md');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** `npm install`, `npm test`, `npm start`, `npm run <script>` anywhere in the README. */
const commands = [
  ...new Set([...readme.matchAll(/\bnpm (install|test|start|run ([a-z][\w:-]*))\b/g)].map((m) => m[2] ?? m[1]!)),
].sort();

/** Where each command is run, and a line of that file that shows it is. */
const RUN_BY: Record<string, { file: string; shows: string }[]> = {
  install: [{ file: '.ci/run', shows: 'npm install --no-audit --no-fund' }],
  test: [{ file: '.ci/run', shows: 'npm test' }],
  dev: [{ file: 'tests/integration/readme-commands.test.ts', shows: "npmRun('dev'" }],
  'demo-api': [{ file: 'tests/integration/readme-commands.test.ts', shows: "npmRun('demo-api'" }],
  // `npm test` runs the end-to-end runner, which builds with `next build` and serves with `next start`.
  build: [{ file: 'scripts/run-e2e.ts', shows: "run([NEXT, 'build']" }],
  start: [{ file: 'scripts/run-e2e.ts', shows: "[NEXT, 'start'" }],
  'test:e2e': [{ file: 'package.json', shows: 'npm run typecheck && npm run test:unit && npm run test:e2e"' }],
  lint: [{ file: 'package.json', shows: '"test": "npm run lint && ' }],
  // The e2e runner exports the demo clinic first (the `export` project serves out/).
  export: [{ file: 'scripts/run-e2e.ts', shows: "require.resolve('tsx/cli'), 'scripts/export.ts'" }],
  'test:e2e:versions': [{ file: 'scripts/run-e2e.ts', shows: 'tests/e2e-versions/playwright.config.ts' }],
  'demo:images': [{ file: 'tests/unit/cli-flags.test.ts', shows: "runTool('generate-demo-images'" }],
  'check-api': [{ file: 'tests/integration/cli.test.ts', shows: "run('check-api'" }],
  'check-theme': [{ file: 'tests/integration/check-theme-cli.test.ts', shows: "runTool('check-theme'" }],
  'conversations-sync': [{ file: 'tests/integration/cli.test.ts', shows: "run('conversations-sync'" }],
  'media-upload': [{ file: 'tests/integration/cli.test.ts', shows: "run('media-upload'" }],
  'check-relaunch': [{ file: 'tests/unit/check-relaunch.test.ts', shows: "runTool('check-relaunch'" }],
  stats: [{ file: 'tests/unit/conversions.test.ts', shows: "runTool('stats'" }],
};

/** The tests run the tools as `tsx scripts/<name>.ts` (tests/support/run-tool.ts): the package script must be that. */
const TOOLS = [
  'check-api',
  'check-theme',
  'conversations-sync',
  'media-upload',
  'demo-api',
  'export',
  'check-relaunch',
  'stats',
];

describe('the README: every command in it is run by a test or by CI', () => {
  it('finds the commands of the agency path in the README', () => {
    for (const c of ['install', 'dev', 'test', 'check-api', 'check-theme', 'build', 'start'])
      expect(commands).toContain(c);
  });

  it.each(commands)('`npm %s` is a command of this project, run by a test or by CI', (command) => {
    if (!['install', 'test'].includes(command))
      expect(scripts[command], `package.json has no script "${command}"`).toBeDefined();
    const runBy = RUN_BY[command];
    expect(runBy, `nothing runs \`${command}\`: add a test (and a row in RUN_BY)`).toBeDefined();
    for (const { file, shows } of runBy!) expect(read(file), `${file} no longer runs \`${command}\``).toContain(shows);
  });

  it('the scripts the tests run by another name are the same commands', () => {
    for (const tool of TOOLS) expect(scripts[tool]).toBe(`tsx scripts/${tool}.ts`);
    expect(scripts.build).toBe('next build');
    expect(scripts.start).toBe('next start');
    expect(scripts['test:e2e']).toBe('tsx scripts/run-e2e.ts');
    expect(scripts['demo:images']).toBe('tsx scripts/generate-demo-images.ts');
  });
});

describe('the self-hosted recipe (docs/deploy.md)', () => {
  it('starts every instance on the loopback address: with TRUSTED_PROXY_HOPS=1 one reachable past nginx takes a client’s X-Forwarded-For for its address', () => {
    const deploy = read('docs/deploy.md');
    const starts = [...deploy.matchAll(/`npm start -- ([^`]*)`/g)].map((m) => m[1]!);
    expect(starts.length).toBeGreaterThan(1);
    for (const args of starts) expect(args, args).toMatch(/-H 127\.0\.0\.1\b/);
    // The harness starts them the same way (scripts/lib/instances.ts).
    expect(read('scripts/lib/instances.ts')).toContain("'-H', '127.0.0.1'");
  });

  it('creates the folders nginx needs under its prefix before starting it', () => {
    expect(read('docs/deploy.md')).toContain('mkdir -p /var/lib/clinic-nginx/{logs,tmp,cache}');
    expect(read('deploy/nginx.conf')).toContain(
      'mkdir -p /var/lib/clinic-nginx/logs /var/lib/clinic-nginx/tmp /var/lib/clinic-nginx/cache',
    );
  });
});
