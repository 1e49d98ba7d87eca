import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The house rule of docs/architecture.md, enforced: imports only point down the layers, nothing presentational
 * reaches for data or actions, and no module cycle. Reads every .ts/.tsx file's imports (static, re-exports,
 * dynamic) with TypeScript's own pre-processor.
 */
const root = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', '.next', 'out', '.git', 'tests', 'test-results', 'playwright-report', 'public']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(path.relative(root, p));
  }
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return null; // a package
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const p = path.normalize(base + ext);
    if (/\.tsx?$/.test(p) && fs.existsSync(path.join(root, p)) && fs.statSync(path.join(root, p)).isFile()) return p;
  }
  return null; // CSS modules and other assets
}

/** Higher layers may import lower ones (and their own); never the other way. */
const RANK = {
  'lib/clinic-api': 0,
  lib: 1,
  'block-schema': 1,
  'lib/server': 2,
  'lib/site-data': 3,
  'components/ui': 4,
  'components/flow': 5,
  blocks: 6,
  app: 7,
  scripts: 8,
} as const;
type Layer = keyof typeof RANK;

function layerOf(file: string): Layer {
  if (file.startsWith('app/') || ['proxy.ts', 'next.config.ts', 'instrumentation.ts'].includes(file)) return 'app';
  // Tool configuration (playwright.config.ts at the root, tests/mutation/vitest.config.ts) stands with the scripts.
  if (file.startsWith('scripts/') || /^(tests\/.+\/)?[^/]+\.config\.ts$/.test(file)) return 'scripts';
  // A block's schema is pure zod: SEO code in lib/ reads it, so it sits with lib.
  if (/^blocks\/([^/]+\/schema|schema-parts)\.ts$/.test(file)) return 'block-schema';
  if (file.startsWith('blocks/')) return 'blocks';
  if (file.startsWith('components/ui/')) return 'components/ui';
  if (file.startsWith('components/')) return 'components/flow';
  if (file.startsWith('lib/clinic-api/')) return 'lib/clinic-api';
  // A topic's server-only entry (lib/budget/server.ts) stands with lib/server: it reads config, Redis or the request.
  if (file.startsWith('lib/server/') || /^lib\/[^/]+\/server\.ts$/.test(file)) return 'lib/server';
  if (file.startsWith('lib/site-data/')) return 'lib/site-data';
  if (file.startsWith('lib/')) return 'lib';
  throw new Error(`${file}: outside the layers (app, blocks, components, lib, scripts)`);
}

const files = sourceFiles(root);
const graph = new Map<string, string[]>();
/** Each file's imports of packages (`zod`, `react`), as written. */
const packages = new Map<string, string[]>();
/** Each file's directive, read once with its imports: a module starting with 'use client' or 'use server'. */
const directives = new Map<string, 'use client' | 'use server'>();
for (const file of files) {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const info = ts.preProcessFile(source, true, true);
  graph.set(
    file,
    info.importedFiles.map((f) => resolveImport(file, f.fileName)).filter((f): f is string => f !== null),
  );
  packages.set(
    file,
    info.importedFiles.map((f) => f.fileName).filter((f) => !f.startsWith('.') && !f.startsWith('@/')),
  );
  const directive = /^\s*['"](use client|use server)['"]/.exec(source)?.[1];
  if (directive) directives.set(file, directive as 'use client' | 'use server');
}
const withDirective = (d: 'use client' | 'use server') => files.filter((f) => directives.get(f) === d);
const edges = [...graph].flatMap(([from, tos]) => tos.map((to) => ({ from, to })));

describe('layers', () => {
  it('finds the code it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(edges.length).toBeGreaterThan(300);
  });

  it('imports only point down', () => {
    const up = edges
      .filter(({ from, to }) => RANK[layerOf(to)] > RANK[layerOf(from)])
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(up).toEqual([]);
  });

  it('keeps UI pieces and blocks away from data, secrets and actions (schema types excepted)', () => {
    const bad = edges
      .filter(({ from }) => from.startsWith('components/ui/') || from.startsWith('blocks/'))
      .filter(
        ({ to }) =>
          /^(app|lib\/server|lib\/site-data)\//.test(to) ||
          /^lib\/[^/]+\/server\.ts$/.test(to) ||
          (to.startsWith('lib/clinic-api/') && !to.startsWith('lib/clinic-api/schemas')),
      )
      .map(({ from, to }) => `${from} -> ${to}`);
    expect(bad).toEqual([]);
  });

  it('reaches the one client only to read through lib/site-data or to write from a flow action', () => {
    const users = edges.filter(({ to }) => to === 'lib/server/clinic.ts').map(({ from }) => from);
    expect(users.some((f) => f.startsWith('lib/site-data/'))).toBe(true);
    // The demo control route only makes sure the process-wide demo clinic exists; it reads nothing through it. The
    // enquiry outbox delivers, in the background, the writes the enquiry action could not send.
    const allowed = (f: string) =>
      f.startsWith('lib/site-data/') ||
      /^components\/[^/]+\/actions\.ts$/.test(f) ||
      f === 'app/api/demo/[op]/route.server.ts' ||
      f === 'lib/outbox/server.ts';
    expect(users.filter((f) => !allowed(f))).toEqual([]);
  });

  it("keeps 'use server' actions beside their flow's form", () => {
    const actions = withDirective('use server');
    expect(actions.length).toBeGreaterThan(0);
    expect(
      actions.filter((f) => !/^components\/[^/]+\/actions\.ts$/.test(f) || f.startsWith('components/ui/')),
    ).toEqual([]);
  });

  it("keeps the booking wizard behind one 'use client' boundary", () => {
    const clientFiles = withDirective('use client').filter((f) => f.startsWith('components/booking/'));
    // The island, and the loader that fetches it as a chunk of its own (next/dynamic): the loader imports no other
    // module of the flow, so everything else the browser gets of it comes through the island.
    expect(clientFiles.sort()).toEqual([
      'components/booking/booking-island-loader.tsx',
      'components/booking/booking-island.tsx',
    ]);
    expect(
      (graph.get('components/booking/booking-island-loader.tsx') ?? []).filter((f) => f.startsWith('components/')),
    ).toEqual(['components/booking/booking-island.tsx']);
  });

  it("sends the browser only its sections of the dictionary, never the whole of '@/lib/i18n'", () => {
    // From every 'use client' module, what the browser bundles: its imports, but not into a 'use server' module (the
    // browser gets a reference to it, not its code).
    const entries = withDirective('use client');
    expect(entries).toContain('components/enquiry/enquiry-form.tsx');
    const seen = new Set<string>();
    const stack = [...entries];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f) || directives.get(f) === 'use server') continue;
      seen.add(f);
      stack.push(...(graph.get(f) ?? []));
    }
    expect(seen).toContain('lib/i18n/leads.ts');
    const whole = [...seen].filter((f) =>
      (graph.get(f) ?? []).some((to) => to === 'lib/i18n/index.ts' || to === 'lib/i18n/pl/index.ts'),
    );
    expect(whole).toEqual([]);
  });

  it('keeps zod out of the conversion beacon: its page kinds come from a plain list (lib/clinic-api/page-kinds.ts)', () => {
    const seen = new Set<string>();
    const stack = ['lib/conversions/browser.ts'];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      stack.push(...(graph.get(f) ?? []));
    }
    expect(seen).toContain('lib/clinic-api/page-kinds.ts');
    expect([...seen].filter((f) => packages.get(f)?.includes('zod'))).toEqual([]);
  });

  it('has no import cycle', () => {
    // Tarjan's strongly connected components: any component of more than one file is a cycle.
    let index = 0;
    const idx = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const visit = (v: string) => {
      idx.set(v, index);
      low.set(v, index++);
      stack.push(v);
      onStack.add(v);
      for (const w of graph.get(v) ?? []) {
        if (!idx.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
      }
      if (low.get(v) === idx.get(v)) {
        const scc: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          scc.push(w);
        } while (w !== v);
        if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(scc.sort());
      }
    };
    for (const f of files) if (!idx.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });
});
