import {
  type BudgetConfig,
  type BudgetKind,
  ceiling,
  gateReserve,
  newVisitorKeyReserve,
  newVisitorReserve,
} from './rules';
import { type BudgetStore, type Charge, msToWindowEnd } from './store';

/**
 * The one budget of the site's API key: who may spend what this minute. It counts; the client's rate gate
 * (lib/clinic-api/pacing.ts) paces by what the API reports, keeping back the reserve this budget names per kind.
 */
export class Budget {
  constructor(
    readonly config: BudgetConfig,
    private readonly store: BudgetStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Spends `n` requests of `kind` (for `address` when a visitor asked), or answers false and spends nothing: the
   * site-wide total stops each kind at its ceiling, and kinds with patients behind them have their own caps.
   */
  spend(kind: BudgetKind, n: number, address?: string): Promise<boolean> {
    return this.store.take(this.charges(kind, address), n, this.config.windowMs);
  }

  /** Gives back `n` of `kind` spent for sends that made no request (an answer from Next's data cache). */
  giveBack(kind: BudgetKind, n: number, address?: string): Promise<void> {
    return this.store.give(this.charges(kind, address), n, this.config.windowMs);
  }

  /** Requests the rate gate keeps back from this kind, for a server window of `windowLimit` (when known). */
  gateReserve(kind: BudgetKind, windowLimit: number | undefined): number {
    return gateReserve(this.config, kind, windowLimit);
  }

  /** Seconds until the counting window starts again (a refused call's Retry-After). */
  retryAfterSec(): number {
    return Math.ceil(msToWindowEnd(this.now(), this.config.windowMs) / 1000);
  }

  private charges(kind: BudgetKind, address: string | undefined): Charge[] {
    const c = this.config;
    const top = ceiling(c, kind);
    const keptForNew = Math.max(0, top - (c.servesVisitors ? newVisitorKeyReserve(c) : 0));
    // Stryker disable next-line StringLiteral: any name no address can have marks the unknown visitors alike
    const visitor = `${kind}@${address ?? 'unknown'}`;
    // The key's window keeps a part for newcomers too (docs/budget.md, "Fair shares"): a patient's kinds reach the
    // whole ceiling only for a visitor new this window; content refresh and the lowest kind never do.
    const all: Charge =
      kind === 'write' || kind === 'slots'
        ? { key: 'all', limit: top, open: keptForNew, seen: visitor }
        : { key: 'all', limit: keptForNew };
    const out: Charge[] = [all];
    const caps =
      kind === 'write'
        ? [c.writesPerMinute, c.writesPerAddress]
        : kind === 'slots'
          ? [c.slotsPerMinute, c.slotsPerAddress]
          : null;
    if (caps) {
      // Part of the site-wide cap is kept for visitors new this window, so a few addresses spending their whole caps
      // cannot make every newcomer "busy" (docs/budget.md, "Fair shares").
      const site = caps[0]!;
      out.push({
        key: kind,
        limit: site,
        open: site - newVisitorReserve(site),
        seen: visitor,
      });
      // Without an address the visitor shares one counter with every other unknown one: still capped, never free.
      out.push({ key: visitor, limit: caps[1]! });
    }
    return out;
  }
}
