import { refusedBeforeSending, type ClinicApiError } from '../clinic-api/errors';
import type { SendAdmission } from '../clinic-api/client';
import type { Budget } from './budget';
import { currentSpending, spendingAs } from './context';
import type { BudgetKind } from './rules';

/** A call the budget refused: a 429 the site shows as "busy", with the wait until the counting window turns. */
function budgetSpent(b: Budget): ClinicApiError {
  return refusedBeforeSending({
    code: 'budget_spent',
    retryAfter: b.retryAfterSec(),
    message: "The site's share of the key is spent for this kind of call",
  });
}

export interface AdmitOptions {
  /** The kind of a call made outside any `spendingAs` (content: the build, or a running site's refresh). */
  defaultKind: () => BudgetKind;
  /** How long the rate gate may hold each kind before the call gives up. */
  maxHoldMs: Partial<Record<BudgetKind, number>>;
}

/** The client's `admit` hook: every send is counted as the kind it runs under, with that kind's gate reserve. */
/** `budget` is asked at each send, so the process's budget is made only when the first call goes out. */
export function createAdmit(
  budget: () => Budget,
  opts: AdmitOptions,
): (windowLimit: number | undefined) => SendAdmission {
  return (windowLimit) => {
    const b = budget();
    const spending = currentSpending();
    const kind = spending?.kind ?? opts.defaultKind();
    // Whether this send's unit came out of a prepaid purchase (then a give-back returns it there, for a later send).
    let fromPrepaid = false;
    return {
      reserve: b.gateReserve(kind, windowLimit),
      maxHoldMs: opts.maxHoldMs[kind],
      async take() {
        if (spending && spending.prepaid > 0) {
          spending.prepaid--;
          fromPrepaid = true;
          return;
        }
        if (!(await b.spend(kind, 1, spending?.address))) throw budgetSpent(b);
      },
      async giveBack() {
        if (fromPrepaid && spending) spending.prepaid++;
        else await b.giveBack(kind, 1, spending?.address);
      },
    };
  };
}

/**
 * Runs `fn`, which will send `cost` requests of `kind`, after taking the whole cost at once (or throwing
 * `budgetSpent` and sending nothing): a visitor's "any specialist" runs whole or not at all.
 */
export async function spendUpFront<T>(
  b: Budget,
  kind: BudgetKind,
  cost: number,
  address: string | undefined,
  fn: () => Promise<T>,
): Promise<T> {
  if (!(await b.spend(kind, cost, address))) throw budgetSpent(b);
  return spendingAs({ kind, address, prepaid: cost }, fn);
}
