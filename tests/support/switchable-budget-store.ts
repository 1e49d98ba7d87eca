import type { SharedBudgetStore } from '@/lib/budget/redis-store';
import { MemoryBudgetStore, windowOf, type Charge } from '@/lib/budget/store';

/**
 * Redis for the budget's failover tests: a shared store counting in memory on the test's clock, switched off with
 * `down` (every call then fails as a refused connection); `added` records what a settle handed back to it.
 */
export class SwitchableShared implements SharedBudgetStore {
  down = false;
  readonly added: { spent: { key: string; n: number }[]; window: number }[] = [];
  readonly inner: MemoryBudgetStore;
  constructor(private readonly clock: { t: number }) {
    this.inner = new MemoryBudgetStore(() => clock.t);
  }
  private answer(): void {
    if (this.down) throw new Error('connection refused');
  }
  async takeCounted(charges: readonly Charge[], n: number, windowMs: number) {
    this.answer();
    const ok = await this.inner.take(charges, n, windowMs);
    const counts = await Promise.all(charges.map((c) => this.inner.used(c.key, windowMs)));
    return { ok, counts, window: windowOf(this.clock.t, windowMs) };
  }
  async take(charges: readonly Charge[], n: number, windowMs: number) {
    return (await this.takeCounted(charges, n, windowMs)).ok;
  }
  async give(charges: readonly Charge[], n: number, windowMs: number) {
    this.answer();
    await this.inner.give(charges, n, windowMs);
  }
  async used(key: string, windowMs: number) {
    this.answer();
    return this.inner.used(key, windowMs);
  }
  async add(spent: readonly { key: string; n: number }[], windowMs: number, window: number) {
    this.answer();
    this.added.push({ spent: [...spent], window });
  }
}
