/**
 * Where a tool may write a file of patient data: outside the repository, or inside it only where git ignores the
 * file (so a `git add -A` never commits it). Used by conversations-sync's --out.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** This repository's root (scripts/lib/ is two levels below it). */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

/** `path` with its deepest existing ancestor resolved through symbolic links (the rest may not exist yet). */
function real(path: string): string {
  let head = path;
  const tail: string[] = [];
  while (!existsSync(head)) {
    const up = dirname(head);
    if (up === head) return path;
    tail.unshift(basename(head));
    head = up;
  }
  return join(realpathSync(head), ...tail);
}

/** What .gitignore sets aside for these copies, for when git cannot be asked (no git, or not a checkout). */
const KNOWN_IGNORED = (rel: string) =>
  rel.split(sep)[0] === '.demo-data' || /^conversations.*\.json$/.test(basename(rel));

/**
 * Why `file` must not hold patient data, or null when it may: outside `repoRoot`, or inside it and ignored by git
 * (`git check-ignore`; the temporary file written beside it, `<file>.tmp`, too). `flag` names the option in the message.
 */
export function patientFileRefusal(file: string, flag: string, repoRoot = REPO_ROOT): string | null {
  const root = real(resolve(repoRoot));
  const target = real(resolve(file));
  const rel = relative(root, target);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    return rel === '' ? `${flag} ${file} is the repository itself: name a file.` : null;
  }
  const ignored = (path: string): boolean | null => {
    const r = spawnSync('git', ['check-ignore', '-q', '--', path], { cwd: root, stdio: 'ignore' });
    return r.status === 0 ? true : r.status === 1 ? false : null;
  };
  const both = [ignored(rel), ignored(`${rel}.tmp`)];
  const ok = both.includes(null) ? KNOWN_IGNORED(rel) : both.every(Boolean);
  if (ok) return null;
  return (
    `${flag} ${file} is inside the repository and git does not ignore it: the file holds patient data and could be ` +
    `committed. Keep it in .demo-data/ (the default), name it conversations*.json, or write it outside the repository.`
  );
}
