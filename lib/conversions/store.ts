import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { RedisEval } from '../shared-store/redis-eval';
import { cleanCounts, KEEP_DAYS, type Counts } from './counts';

/** Where the counts are kept: the process's memory (written to a file), or Redis shared by several instances. */
interface ConversionStore {
  add(day: string, field: string): Promise<void>;
  read(): Promise<Counts>;
}

const DAY_MS = 86_400_000;
const dayAge = (day: string, now: number) => (now - Date.parse(`${day}T00:00:00Z`)) / DAY_MS;

/**
 * One server without Redis: counts in memory, written to a JSON file in the server's data folder (ENQUIRY_OUTBOX_DIR,
 * default .clinic-data) a second after a change, so they outlive a restart and `npm run stats` reads them without
 * asking the server. A write goes to a temporary file renamed over the old one (never half a file).
 */
export class FileConversionStore implements ConversionStore {
  private counts: Counts | null = null;
  private loading: Promise<Counts> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly path: string,
    private readonly opts: { flushMs?: number; now?: () => number } = {},
  ) {}

  private load(): Promise<Counts> {
    this.loading ??= readConversionFile(this.path).then((c) => (this.counts = c));
    return this.loading;
  }

  async add(day: string, field: string): Promise<void> {
    const counts = this.counts ?? (await this.load());
    const d = (counts[day] ??= {});
    d[field] = (d[field] ?? 0) + 1;
    const now = (this.opts.now ?? Date.now)();
    for (const old of Object.keys(counts)) if (dayAge(old, now) > KEEP_DAYS) delete counts[old];
    this.timer ??= setTimeout(() => void this.flush(), this.opts.flushMs ?? 1_000);
    this.timer.unref?.();
  }

  /** Writes the counts now (tests, and the timer). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const snapshot = JSON.stringify(this.counts ?? {});
    this.writing = this.writing.then(async () => {
      try {
        await mkdir(dirname(this.path), { recursive: true });
        const tmp = `${this.path}.${process.pid}.tmp`;
        await writeFile(tmp, snapshot, { mode: 0o600 });
        await rename(tmp, this.path);
      } catch (err) {
        console.warn(`[conversions] counts not written (${err instanceof Error ? err.name : 'error'})`);
      }
    });
    return this.writing;
  }

  async read(): Promise<Counts> {
    return structuredClone(this.counts ?? (await this.load()));
  }
}

/** The counts a FileConversionStore wrote (none when there is no file or it cannot be read). */
export async function readConversionFile(path: string): Promise<Counts> {
  try {
    return cleanCounts(JSON.parse(await readFile(path, 'utf8')));
  } catch {
    return {};
  }
}

/**
 * Several instances: one Redis hash per day (`<prefix>conversions:<day>`, fields `event:kind`), which expires
 * KEEP_DAYS after its day. Keys are bounded by the days kept, fields by the fixed lists; a flood of beacons only
 * raises numbers.
 */
const INCR = `redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('EXPIRE', KEYS[1], ARGV[2])
redis.call('SADD', KEYS[2], ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[2])
return 1`;
const READ = `local days = redis.call('SMEMBERS', KEYS[1])
local out = {}
for _, d in ipairs(days) do
  out[#out + 1] = d
  out[#out + 1] = redis.call('HGETALL', ARGV[1] .. d)
end
return out`;

export class RedisConversionStore implements ConversionStore {
  constructor(
    private readonly evalScript: RedisEval,
    private readonly prefix: string,
  ) {}

  async add(day: string, field: string): Promise<void> {
    const ttl = (KEEP_DAYS + 1) * 86_400;
    await this.evalScript(
      INCR,
      [`${this.prefix}conversions:${day}`, `${this.prefix}conversions:days`],
      [field, ttl, day],
    );
  }

  async read(): Promise<Counts> {
    const reply = (await this.evalScript(
      READ,
      [`${this.prefix}conversions:days`],
      [`${this.prefix}conversions:`],
    )) as unknown[];
    const raw: Record<string, Record<string, unknown>> = {};
    for (let i = 0; i + 1 < reply.length; i += 2) {
      const flat = reply[i + 1] as unknown[];
      const fields: Record<string, unknown> = {};
      for (let j = 0; j + 1 < flat.length; j += 2) fields[String(flat[j])] = flat[j + 1];
      raw[String(reply[i])] = fields;
    }
    return cleanCounts(raw);
  }
}
