import { DEFAULT_BUDGET, type BudgetConfig } from './rules';

/** The environment variables that tune the budget (docs/budget.md), each with its default. */
const BUDGET_ENV = {
  BUDGET_KEY_PER_MINUTE: 'keyPerMinute',
  BUDGET_OTHER_USES: 'otherUses',
  BUDGET_WRITE_RESERVE: 'writeReserve',
  BUDGET_SLOTS_RESERVE: 'slotsReserve',
  BUDGET_REFRESH_RESERVE: 'refreshReserve',
  BUDGET_WRITES_PER_MINUTE: 'writesPerMinute',
  BUDGET_WRITES_PER_ADDRESS: 'writesPerAddress',
  BUDGET_SLOTS_PER_MINUTE: 'slotsPerMinute',
  BUDGET_SLOTS_PER_ADDRESS: 'slotsPerAddress',
} as const satisfies Record<string, keyof BudgetConfig>;

/** Reads the budget from the environment; a value that is not a whole number ≥ 0 stops the start with its name. */
export function readBudgetConfig(env: Record<string, string | undefined>): BudgetConfig {
  const cfg: BudgetConfig = { ...DEFAULT_BUDGET };
  for (const [name, field] of Object.entries(BUDGET_ENV)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`${name} must be a whole number of requests a minute, 0 or more (got ${raw})`);
    cfg[field] = n;
  }
  // The key's window in ms: the API's minute; a test against the demo's shorter window (--rate-window-ms) matches it.
  const windowRaw = env.BUDGET_WINDOW_MS?.trim();
  if (windowRaw) {
    const ms = Number(windowRaw);
    if (!Number.isInteger(ms) || ms < 1_000)
      throw new Error(`BUDGET_WINDOW_MS must be a whole number of milliseconds, 1000 or more (got ${windowRaw})`);
    cfg.windowMs = ms;
  }
  cfg.servesVisitors = env.NEXT_PHASE !== 'phase-production-build';
  if (cfg.keyPerMinute < 1) throw new Error('BUDGET_KEY_PER_MINUTE must be at least 1');
  if (cfg.otherUses >= cfg.keyPerMinute)
    throw new Error('BUDGET_OTHER_USES must leave the site part of the key (below BUDGET_KEY_PER_MINUTE)');
  return cfg;
}
