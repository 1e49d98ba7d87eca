import { AsyncLocalStorage } from 'node:async_hooks';
import { processSingleton } from '../singleton';
import type { BudgetKind } from './rules';

/** Who a call to the API is made for: its kind, the visitor's address, and requests already paid for up front. */
export interface Spending {
  kind: BudgetKind;
  address?: string;
  /** Requests already taken from the budget as one purchase (a slots request's whole cost); sends use these first. */
  prepaid: number;
}

// One store per process: the client is a process singleton, and Next bundles this module once per layer.
// Stryker disable next-line StringLiteral: the name only keys the process singleton
const als = () => processSingleton('budgetSpending', () => new AsyncLocalStorage<Spending>());

/** Runs `fn` with every API call inside it counted as `kind` (for `address`). */
export function spendingAs<T>(spending: { kind: BudgetKind; address?: string; prepaid?: number }, fn: () => T): T {
  return als().run({ prepaid: 0, ...spending }, fn);
}

/** The spending the current call runs under, if any. */
export function currentSpending(): Spending | undefined {
  return als().getStore();
}
