import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '@/lib/search/documents';
import { buildIndex, MAX_QUERY_LENGTH, search } from '@/lib/search/engine';
import { searchTerm, stem, words } from '@/lib/search/text';

/** How the site search matches what a patient types (docs/search.md): typos, word starts, every word or any. */
const doc = (id: string, title: string, text = ''): SearchDoc => ({ id, kind: 'service', title, text });
const paths = (query: string, docs: SearchDoc[]) => search(buildIndex(docs), query).map((h) => h.path);

const DOCS = [doc('/kolano', 'Ból kolana'), doc('/glowa', 'Ból głowy'), doc('/zeby', 'Zęby')];

describe('site search', () => {
  it('wants every word of the query, and takes any word only when no page has them all', () => {
    expect(paths('ból kolana', DOCS)).toEqual(['/kolano']);
    expect(paths('kolano xyzxyz', DOCS)).toEqual(['/kolano']);
  });

  it('forgives one typo in a word of five letters or more, none in a shorter one', () => {
    expect(paths('kilano', DOCS)).toEqual(['/kolano']);
    expect(paths('zab', DOCS)).toEqual([]);
  });

  it('finds a word from its first three letters as the patient types, not from two', () => {
    expect(paths('kol', DOCS)).toEqual(['/kolano']);
    expect(paths('ko', DOCS)).toEqual([]);
  });

  it('reads only the first characters of a pasted text', () => {
    expect(paths(`${' '.repeat(MAX_QUERY_LENGTH)}kolano`, DOCS)).toEqual([]);
    expect(paths(`${' '.repeat(MAX_QUERY_LENGTH - 6)}kolano`, DOCS)).toEqual(['/kolano']);
  });

  it('shows thirty results at most', () => {
    const many = Array.from({ length: 40 }, (_, i) => doc(`/p${i}`, `Kolano ${i}`));
    expect(paths('kolano', many)).toHaveLength(30);
  });
});

describe('Polish as typed', () => {
  it('cuts an ending when a stem of three letters is left', () => {
    expect(stem('bolu')).toBe('bol');
    expect(stem('oko')).toBe('oko');
  });

  it('keeps words of two letters and drops single letters', () => {
    expect(searchTerm('OK')).toBe('ok');
    expect(searchTerm('a')).toBeNull();
  });

  it('splits on anything that is not a letter or digit, without empty words', () => {
    expect(words(' ból  kolana – lewego, 2x ')).toEqual(['ból', 'kolana', 'lewego', '2x']);
  });
});
