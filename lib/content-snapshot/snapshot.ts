import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentPage, ContentResponse, PageListItem, Site } from '../clinic-api/schemas';
import { dependsOn, kindFingerprints } from './depends';

/**
 * The content snapshot that makes a rebuild incremental (`npm run export`, `next build`): the `page` of each
 * GET /content answer, kept on disk with the `updatedAt` GET /pages gave its path. A page whose `updatedAt` (and the
 * records it shows, ./depends.ts) is unchanged comes from the snapshot; the site object is always read fresh, so a
 * menu, theme or noindex change reaches every page. Content endpoints only: nothing about patients is ever kept.
 */
export interface SnapshotOptions {
  /** The snapshot folder (`.clinic-cache/`, ignored by git). */
  dir: string;
  /** Whose content this is (the API's address and a hash of the clinic's key): another clinic or API never shares an entry. */
  source: string;
  /** An entry older than this is read again even if unchanged. */
  maxAgeMs: number;
  now?: () => number;
}

interface Entry {
  path: string;
  updatedAt: string;
  deps: Record<string, string>;
  savedAt: number;
  page: ContentPage;
}

export interface SnapshotStats {
  fetched: number;
  reused: number;
}

export class ContentSnapshot {
  readonly stats: SnapshotStats = { fetched: 0, reused: 0 };
  private readonly folder: string;
  private readonly now: () => number;
  private fingerprints = new WeakMap<PageListItem[], Map<string, string>>();

  constructor(private readonly opts: SnapshotOptions) {
    this.folder = join(opts.dir, hash(opts.source).slice(0, 16));
    this.now = opts.now ?? Date.now;
  }

  /**
   * The content of `path`: from the snapshot when it is still current for `published` (GET /pages as read this
   * build), with `site()` as its site; otherwise `load()`, whose answer is kept for next time.
   */
  async content(
    path: string,
    published: PageListItem[],
    load: () => Promise<ContentResponse>,
    site: () => Promise<Site>,
  ): Promise<ContentResponse> {
    const item = published.find((p) => p.path === path);
    const prints = this.printsOf(published);
    const kept = item ? this.read(path) : null;
    if (item && kept && this.current(kept, item, prints)) {
      this.stats.reused++;
      return { site: await site(), page: kept.page };
    }
    const answer = await load();
    this.stats.fetched++;
    if (item)
      this.write({
        path,
        updatedAt: item.updatedAt,
        deps: depsOf(answer.page, prints),
        savedAt: this.now(),
        page: answer.page,
      });
    return answer;
  }

  private current(entry: Entry, item: PageListItem, prints: Map<string, string>): boolean {
    if (entry.updatedAt !== item.updatedAt) return false;
    if (this.now() - entry.savedAt > this.opts.maxAgeMs) return false;
    return Object.entries(entry.deps).every(([kind, print]) => (prints.get(kind) ?? '') === print);
  }

  private printsOf(published: PageListItem[]): Map<string, string> {
    let prints = this.fingerprints.get(published);
    if (!prints) this.fingerprints.set(published, (prints = kindFingerprints(published)));
    return prints;
  }

  private file(path: string): string {
    return join(this.folder, `${hash(path).slice(0, 24)}.json`);
  }

  private read(path: string): Entry | null {
    try {
      const entry = JSON.parse(readFileSync(this.file(path), 'utf8')) as Entry;
      return entry.path === path && entry.page ? entry : null;
    } catch {
      return null; // none yet, or unreadable: read the API
    }
  }

  private write(entry: Entry): void {
    try {
      mkdirSync(this.folder, { recursive: true });
      // Write then rename: a build's parallel workers never read half a file.
      const tmp = `${this.file(entry.path)}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(entry));
      renameSync(tmp, this.file(entry.path));
    } catch (err) {
      console.warn(
        `[site] content snapshot not written for ${entry.path}: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
}

function depsOf(page: ContentPage, prints: Map<string, string>): Record<string, string> {
  return Object.fromEntries(dependsOn(page).map((kind) => [kind, prints.get(kind) ?? '']));
}

const hash = (s: string) => createHash('sha256').update(s).digest('hex');
