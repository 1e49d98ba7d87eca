import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@/blocks/registry';
import { blockFolder, blockSamples } from '@/blocks/samples';

/** Every block type the site renders has samples beside its schema, and they parse: the gallery never shows a gap. */
describe('block samples', () => {
  const types = [...blockRegistry.keys()];

  it('every registered type has a folder with schema, view and samples', () => {
    for (const type of types) {
      const folder = `blocks/${blockFolder(type)}`;
      for (const file of ['schema.ts', 'view.tsx', 'samples.ts'])
        expect(existsSync(`${folder}/${file}`), `${folder}/${file}`).toBe(true);
    }
  });

  it('lists exactly the registered types, and every block folder is registered', () => {
    expect(Object.keys(blockSamples).sort()).toEqual(types.map(blockFolder).sort());
    const folders = readdirSync('blocks', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.sort()).toEqual(types.map(blockFolder).sort());
  });

  it.each(types)('%s: at least one sample, each parsing with the block schema', (type) => {
    const samples = blockSamples[blockFolder(type)]!;
    expect(samples.length).toBeGreaterThan(0);
    for (const s of samples) {
      expect(s.name.trim()).not.toBe('');
      const parsed = blockRegistry.get(type)!.parse(s.props);
      expect(parsed.ok, `${type} / ${s.name}: ${JSON.stringify(parsed.ok ? null : parsed.issue)}`).toBe(true);
    }
  });
});

describe('props in words', () => {
  it('describes the hero block field by field', async () => {
    const { describeProps } = await import('@/blocks/describe');
    const hero = await import('@/blocks/hero/schema');
    expect(describeProps(hero.schema)).toEqual([
      { name: 'eyebrow', words: 'tekst albo brak', required: false },
      { name: 'title', words: 'tekst', required: true },
      { name: 'lead', words: 'tekst albo brak', required: false },
      { name: 'image', words: 'obraz (adres, opis alternatywny, punkt ostrości) albo brak', required: false },
      { name: 'ctas', words: 'lista: przycisk lub odnośnik (etykieta, adres)', required: false },
    ]);
  });
  it('names defaults, slugs and lists of records', async () => {
    const { describeProps } = await import('@/blocks/describe');
    const form = await import('@/blocks/lead-form/schema');
    const list = await import('@/blocks/services-list/schema');
    expect(describeProps(form.schema)).toContainEqual({
      name: 'timeWindows',
      words: 'tak/nie; domyślnie false',
      required: false,
    });
    expect(describeProps(form.schema)).toContainEqual({
      name: 'serviceSlug',
      words: 'identyfikator (małe litery, cyfry, myślniki) albo brak',
      required: false,
    });
    expect(describeProps(list.schema)).toContainEqual({
      name: 'items',
      words: 'lista: obiekt (name, path, category, shortDesc, priceFromLabel, durationLabel)',
      required: true,
    });
  });
});
