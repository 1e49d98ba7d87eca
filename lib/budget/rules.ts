/**
 * How the key's requests are shared out (docs/budget.md). Every number is in requests of the key's documented
 * window (120 a clock minute) and scales to the window a server actually announces (RateLimit-Limit).
 */

/** Who spends, highest priority first. */
export type BudgetKind = 'write' | 'slots' | 'refresh' | 'build';

export interface BudgetConfig {
  /** The key's window: requests per clock minute the API allows (the API's documented 120). */
  keyPerMinute: number;
  /** What the clinic's other integrations (booking widget, reception software) spend of the key each minute. */
  otherUses: number;
  /** Requests each minute that only patient writes may spend (free-slot reads stop short of them). */
  writeReserve: number;
  /** Further requests that only writes and free-slot reads may spend (content refresh stops short of them). */
  slotsReserve: number;
  /** Further requests the build leaves to a running site's content refresh. */
  refreshReserve: number;
  /** Site-wide and per-address caps a minute, per kind with patients behind it. */
  writesPerMinute: number;
  writesPerAddress: number;
  slotsPerMinute: number;
  slotsPerAddress: number;
  /** Window length in ms (a minute; tests shorten it with the demo's window). */
  windowMs: number;
  /**
   * False in `next build`'s processes, which serve no visitor: they keep no newcomers' part of the key
   * (newVisitorKeyReserve), so a build is not slowed for patients who cannot be there.
   */
  servesVisitors: boolean;
}

export const DEFAULT_BUDGET: BudgetConfig = {
  keyPerMinute: 120,
  otherUses: 0,
  writeReserve: 4,
  slotsReserve: 4,
  refreshReserve: 2,
  writesPerMinute: 40,
  writesPerAddress: 10,
  slotsPerMinute: 60,
  slotsPerAddress: 20,
  windowMs: 60_000,
  servesVisitors: true,
};

/** Requests a kind must leave untouched in each window for the kinds above it. */
function leaves(cfg: BudgetConfig, kind: BudgetKind): number {
  switch (kind) {
    case 'write':
      return 0;
    case 'slots':
      return cfg.writeReserve;
    case 'refresh':
      return cfg.writeReserve + cfg.slotsReserve;
    case 'build':
      return cfg.writeReserve + cfg.slotsReserve + cfg.refreshReserve;
  }
}

/** The site's share of the key: what its other integrations leave. */
function siteShare(cfg: BudgetConfig): number {
  return Math.max(0, cfg.keyPerMinute - cfg.otherUses);
}

/** Most a kind may have spent, all kinds together, in one window of this site's counting. */
export function ceiling(cfg: BudgetConfig, kind: BudgetKind): number {
  return Math.max(0, siteShare(cfg) - leaves(cfg, kind));
}

/**
 * What the rate gate keeps unspent of the server's window before it lets a request of this kind go: the same
 * ceiling, scaled to the window the server announced (15 a minute on a small plan). Writes keep nothing back.
 */
export function gateReserve(cfg: BudgetConfig, kind: BudgetKind, windowLimit: number | undefined): number {
  const limit = windowLimit ?? cfg.keyPerMinute;
  const allowed = Math.floor((ceiling(cfg, kind) * limit) / cfg.keyPerMinute);
  return Math.max(0, limit - allowed);
}

/** Of each site-wide cap with patients behind it (writes, free slots), the part kept for visitors new this window. */
const NEW_VISITOR_SHARE = 0.4;

/** The requests of a site-wide cap of `limit` that only a visitor first seen less than a window ago may spend. */
export function newVisitorReserve(limit: number): number {
  return Math.min(limit, Math.ceil(limit * NEW_VISITOR_SHARE));
}

/**
 * Of the key's whole window (the `all` counter), the part kept for visitors new this window: the newcomers' share of
 * what free slots and writes may spend together, at most of the key's window. Visitors seen for longer and content refresh (which a busy script
 * drives, posting forms whose pages render) stop short of it, so they cannot spend the key down to the few requests
 * the kinds' own reserves keep, and leave a newcomer "busy" with every per-kind cap still open.
 */
export function newVisitorKeyReserve(cfg: BudgetConfig): number {
  return newVisitorReserve(Math.min(siteShare(cfg), cfg.slotsPerMinute + cfg.writesPerMinute));
}
