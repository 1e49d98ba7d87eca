import type { ContentPage, PageKind, PageListItem } from '../clinic-api/schemas';

/**
 * Which other records a page shows besides its own: an index lists its kind, a treatment names its doctors and its
 * related treatments, a doctor their treatments, a blocks page whatever its list blocks list. A page is only as fresh as those records, so
 * a snapshot of it is reused only while none of them changed either (lib/content-snapshot/snapshot.ts).
 */
const BY_KIND: Partial<Record<PageKind, PageKind[]>> = {
  services: ['service'],
  team: ['doctor'],
  'case-studies': ['case-study'],
  posts: ['post'],
  // A treatment lists its doctors and its related treatments (their names, paths and price labels).
  service: ['doctor', 'service'],
  doctor: ['service'],
  'case-study': ['service', 'doctor'],
  post: ['doctor'],
};

/** List blocks (blocks/<type>) by the kind of record they list. */
const LIST_BLOCKS: Record<string, PageKind> = {
  'services-list': 'service',
  'team-list': 'doctor',
  'latest-posts': 'post',
  'case-studies-list': 'case-study',
};

export function dependsOn(page: ContentPage): PageKind[] {
  const kinds = new Set<PageKind>(BY_KIND[page.kind] ?? []);
  // List blocks may sit in a blocks page or in a record's own body blocks: look through the whole page.
  for (const m of JSON.stringify(page).matchAll(/"type":"([a-z-]+)\.v\d+"/g)) {
    const kind = LIST_BLOCKS[m[1]!];
    if (kind) kinds.add(kind);
  }
  return [...kinds].sort();
}

/** A short fingerprint of every published record of a kind (path and updatedAt): it changes when any of them does. */
export function kindFingerprints(published: PageListItem[]): Map<string, string> {
  const byKind = new Map<string, string[]>();
  for (const p of published) {
    const list = byKind.get(p.type) ?? [];
    list.push(`${p.path} ${p.updatedAt}`);
    byKind.set(p.type, list);
  }
  return new Map([...byKind].map(([kind, items]) => [kind, fnv1a(items.sort().join('\n'))]));
}

/** FNV-1a, 32 bits, as hex: enough to notice a change, cheap for 500 pages. */
function fnv1a(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
