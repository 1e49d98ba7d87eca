/**
 * `npm run stats`: the conversions the site counted without consent or identifiers (booking started, booking made,
 * enquiry sent, phone tapped), per day and page kind (docs/measurement.md). It reads them where the site keeps them:
 * Redis when REDIS_URL is set (every instance counts there), else the file the server writes in its data folder
 * (ENQUIRY_OUTBOX_DIR, default .clinic-data/conversions.json). Reading the store itself needs no route on the
 * server, no secret for one, and works while the server is stopped.
 *
 *   npm run stats [-- --days 30] [--json]
 */
import { join } from 'node:path';
import { readConfig } from '../lib/config/parse-env';
import { formatCounts, type Counts } from '../lib/conversions/counts';
import { readConversionFile, RedisConversionStore } from '../lib/conversions/store';
import { openRedis } from '../lib/shared-store/redis-client';
import { KEY_PREFIX } from '../lib/shared-store/redis-eval';
import { EXIT, fail, loadEnvFiles, parseFlags } from './lib/cli';

const USAGE = `Usage: npm run stats [-- --days <n>] [--json]

Prints the conversions counted per day and page kind, from Redis (REDIS_URL) or
from the server's data folder (ENQUIRY_OUTBOX_DIR, default .clinic-data).
  --days <n>   only the last n days (default: every kept day)
  --json       the counts as JSON instead of a table`;

loadEnvFiles();
const { values } = parseFlags({ days: { type: 'string' }, json: { type: 'boolean', default: false } }, USAGE, {
  positionals: false,
});
const days = values.days === undefined ? null : Number(values.days);
if (days !== null && (!Number.isInteger(days) || days < 1))
  fail('--days must be a whole number of days, e.g. 30', EXIT.usage);

let cfg;
try {
  cfg = readConfig();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}

let counts: Counts;
let where: string;
if (cfg.redisUrl) {
  const conn = openRedis(cfg.redisUrl);
  try {
    counts = await new RedisConversionStore(conn.eval, KEY_PREFIX).read();
  } catch (err) {
    fail(`Redis did not answer (${err instanceof Error ? err.message : String(err)})`);
  } finally {
    await conn.close().catch(() => {});
  }
  where = 'Redis';
} else {
  const file = join(cfg.enquiryOutboxDir, 'conversions.json');
  counts = await readConversionFile(file);
  where = file;
}

if (days !== null) {
  const since = Date.now() - days * 86_400_000;
  counts = Object.fromEntries(Object.entries(counts).filter(([d]) => Date.parse(`${d}T23:59:59Z`) >= since));
}
console.log(values.json ? JSON.stringify(counts, null, 2) : formatCounts(counts, where));
process.exit(EXIT.ok);
