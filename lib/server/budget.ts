import 'server-only';
import { headers } from 'next/headers';
import { Budget } from '../budget/budget';
import { readBudgetConfig } from '../budget/config';
import { currentSpending, spendingAs } from '../budget/context';
import type { BudgetKind } from '../budget/rules';
import { MemoryBudgetStore } from '../budget/store';
import { clientIp } from '../abuse/client-ip';
import { ClinicApiError } from '../clinic-api/errors';
import type { SendAdmission } from '../clinic-api/client';
import { processSingleton } from '../singleton';
import { config } from './config';

/** This process's budget (in memory: one instance; a shared store for several instances is issue 13's Redis). */
export function budget(): Budget {
  return processSingleton('budget', () => new Budget(readBudgetConfig(process.env), new MemoryBudgetStore()));
}

/** A call with no kind named is content: the build's pre-render, or a running site's refresh of a page. */
function contentKind(): BudgetKind {
  return process.env.NEXT_PHASE === 'phase-production-build' ? 'build' : 'refresh';
}

/**
 * How long each kind may be held by the rate gate before it gives up. A refresh gives way at once: ISR keeps
 * serving the last good page. Free slots have a patient waiting (the route answers "busy" after 8 s). Writes and
 * the build wait as long as the gate holds (writes rarely wait: the reserve is theirs).
 */
const MAX_HOLD_MS: Partial<Record<BudgetKind, number>> = { refresh: 2_000, slots: 3_000 };

function refused(b: Budget): ClinicApiError {
  return new ClinicApiError({ status: 429, code: 'budget_spent', retryAfter: b.retryAfterSec(), message: 'The site\'s share of the key is spent for this kind of call this minute' });
}

/** The client's `admit` hook: every send is counted as the kind it runs under (lib/budget/context.ts). */
export function admitSend(windowLimit: number | undefined): SendAdmission {
  const b = budget();
  const spending = currentSpending();
  const kind = spending?.kind ?? contentKind();
  return {
    reserve: b.gateReserve(kind, windowLimit),
    maxHoldMs: MAX_HOLD_MS[kind],
    async take() {
      if (spending && spending.prepaid > 0) {
        spending.prepaid--;
        return;
      }
      if (!(await b.spend(kind, 1, spending?.address))) throw refused(b);
    },
  };
}

/** The visitor's address (per-address caps), as the abuse guards read it. */
async function visitorAddress(): Promise<string | undefined> {
  return clientIp((await headers()).get('x-forwarded-for'), config().trustedProxyHops) ?? undefined;
}

/** Runs a patient's write (booking, enquiry, problem report) with the priority and caps of writes. */
export async function asPatientWrite<T>(fn: () => Promise<T>): Promise<T> {
  const address = await visitorAddress();
  return spendingAs({ kind: 'write', address }, fn);
}

/**
 * Runs a free-slots read that will send `cost` requests: the whole cost is taken up front (or refused with a 429
 * `budget_spent`), so a visitor's "any specialist" either runs whole or not at all.
 */
export async function asSlotsRead<T>(address: string | undefined, cost: number, fn: () => Promise<T>): Promise<T> {
  const b = budget();
  if (!(await b.spend('slots', cost, address))) throw refused(b);
  return spendingAs({ kind: 'slots', address, prepaid: cost }, fn);
}
