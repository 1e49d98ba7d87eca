import 'server-only';
import { createAdmit, spendUpFront } from './admission';
import { Budget } from './budget';
import { readBudgetConfig } from './config';
import { spendingAs } from './context';
import { MemoryBudgetStore, type BudgetStore } from './store';
import { FailoverBudgetStore, RedisBudgetStore } from './redis-store';
import { shared } from '../shared-store/server';
import { requestClientKey } from '../abuse/server';
import { processSingleton } from '../singleton';
import { config } from '../config/server';

/**
 * The site's budget: in this process's memory, or in Redis when several instances share the key (REDIS_URL), with
 * memory and its share of the window standing in while Redis is away (lib/budget/redis-store.ts). The
 * embedded demo's key allows DEMO_RATE_LIMIT a minute: unless BUDGET_KEY_PER_MINUTE says otherwise, that is the key.
 */
export function budget(): Budget {
  // Stryker disable next-line StringLiteral: the name only keys the process singleton
  return processSingleton('budget', () => {
    const cfg = config();
    const demoKey =
      cfg.mode === 'demo' && cfg.demoRateLimit ? { BUDGET_KEY_PER_MINUTE: String(cfg.demoRateLimit) } : {};
    const s = shared();
    const store: BudgetStore = s
      ? new FailoverBudgetStore(new RedisBudgetStore(s.eval, s.prefix), s.failover, s.expectedInstances)
      : new MemoryBudgetStore();
    return new Budget(readBudgetConfig({ ...demoKey, ...process.env }), store);
  });
}

/**
 * The client's admission: a call with no kind named is content (the build's pre-render, or a running site's
 * refresh). A refresh gives way after 2 s: ISR keeps serving the last good page. Free slots have a patient waiting
 * (the route answers "busy" after 8 s). Writes and the build wait as long as the gate holds (writes rarely wait:
 * the reserve is theirs).
 */
export const admitSend = createAdmit(budget, {
  defaultKind: () => (process.env.NEXT_PHASE === 'phase-production-build' ? 'build' : 'refresh'),
  maxHoldMs: { refresh: 2_000, slots: 3_000 },
});

/** The visitor's address (per-address caps): the one reading of the trusted proxy hops, as the abuse guards use. */
export async function visitorAddress(): Promise<string> {
  return requestClientKey();
}

/** Runs a patient's write (booking, enquiry, problem report) with the priority and caps of writes. */
export async function asPatientWrite<T>(fn: () => Promise<T>): Promise<T> {
  const address = await visitorAddress();
  return spendingAs({ kind: 'write', address }, fn);
}

/** Runs a free-slots read that will send `cost` requests, taken from the budget up front (lib/budget/admission.ts). */
export function asSlotsRead<T>(address: string | undefined, cost: number, fn: () => Promise<T>): Promise<T> {
  return spendUpFront(budget(), 'slots', cost, address, fn);
}
