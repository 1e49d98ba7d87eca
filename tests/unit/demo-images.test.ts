import { describe, expect, it } from 'vitest';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const ROOT = join(process.cwd(), 'public', 'demo');

const SERVICES = [
  'przeglad-stomatologiczny',
  'higienizacja',
  'leczenie-kanalowe',
  'wybielanie-zebow',
  'implanty-zebowe',
  'ortodoncja-nakladkowa',
  'stomatologia-dziecieca',
  'korony-porcelanowe',
  'toksyna-botulinowa',
  'mezoterapia-iglowa',
  'leczenie-zachowawcze-nfz',
];
const TEAM = [
  'anna-kowalczyk',
  'piotr-nowicki',
  'magdalena-wisniewska',
  'katarzyna-zielinska',
  'tomasz-lewandowski',
  'julia-mazur',
];
const CASES = ['odbudowa-usmiechu-licowki', 'leczenie-ortodontyczne-nakladki', 'wybielanie-i-higienizacja'];
const POSTS = [
  'jak-czesto-na-przeglad',
  'nadwrazliwosc-zebow',
  'pierwsza-wizyta-dziecka',
  'higienizacja-krok-po-kroku',
];

const EXPECTED: Array<[file: string, width: number, height: number, format: string]> = [
  ...['home', 'about', 'contact', 'first-visit'].map(
    (n) => [`hero/${n}.webp`, 1600, 1067, 'webp'] as [string, number, number, string],
  ),
  ['about/interior.webp', 1200, 900, 'webp'],
  ['about/equipment.webp', 1200, 900, 'webp'],
  ...SERVICES.map((s) => [`services/${s}.webp`, 1200, 800, 'webp'] as [string, number, number, string]),
  ...TEAM.map((s) => [`team/${s}.webp`, 800, 1000, 'webp'] as [string, number, number, string]),
  ...CASES.flatMap((s) => [
    [`cases/${s}-before.webp`, 1200, 900, 'webp'] as [string, number, number, string],
    [`cases/${s}-after.webp`, 1200, 900, 'webp'] as [string, number, number, string],
  ]),
  ...POSTS.map((s) => [`posts/${s}.jpg`, 1200, 630, 'jpeg'] as [string, number, number, string]),
  ['brand/logo.png', 560, 140, 'png'],
  ['brand/logo-inverse.png', 560, 140, 'png'],
  ['brand/favicon.png', 192, 192, 'png'],
  ['brand/og-default.jpg', 1200, 630, 'jpeg'],
];

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(p)));
    else out.push(p);
  }
  return out;
}

describe('demo clinic images (public/demo)', () => {
  it.each(EXPECTED)('%s is %ix%i %s', async (file, width, height, format) => {
    const meta = await sharp(join(ROOT, file)).metadata();
    expect(meta.width).toBe(width);
    expect(meta.height).toBe(height);
    expect(meta.format).toBe(format);
  });

  it('logos are transparent PNGs', async () => {
    for (const file of ['brand/logo.png', 'brand/logo-inverse.png']) {
      const { data, info } = await sharp(join(ROOT, file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(info.channels).toBe(4);
      expect(data[3]).toBe(0); // top-left corner is see-through
    }
  });

  it('the whole public/demo folder stays under 4 MB', async () => {
    const files = await walk(ROOT);
    let total = 0;
    for (const f of files) total += (await stat(f)).size;
    expect(total).toBeLessThan(4 * 1024 * 1024);
  });
});
