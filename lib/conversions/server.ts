import 'server-only';
import { join } from 'node:path';
import { config } from '../config/server';
import { shared } from '../shared-store/server';
import { processSingleton } from '../singleton';
import { dayOf, field, type ConversionEvent, type PageKindCount } from './counts';
import { FileConversionStore, RedisConversionStore } from './store';

/** The file the counts are kept in without Redis, read by `npm run stats` (scripts/stats.ts). */
const conversionFile = (dataDir: string) => join(dataDir, 'conversions.json');

function stores() {
  return processSingleton('conversionStores', () => {
    const s = shared();
    return {
      file: new FileConversionStore(conversionFile(config().enquiryOutboxDir)),
      redis: s ? { store: new RedisConversionStore(s.eval, s.prefix), failover: s.failover } : null,
    };
  });
}

/**
 * Counts one conversion: in Redis when configured (its failover falls back to this instance's file), else in the
 * file. Never throws and never delays the patient's answer by more than Redis's time bound: counting is a by-product.
 */
export async function countConversion(event: ConversionEvent, kind: PageKindCount): Promise<void> {
  try {
    const { file, redis } = stores();
    const day = dayOf(new Date());
    const f = field(event, kind);
    if (redis)
      await redis.failover.run(
        () => redis.store.add(day, f),
        () => file.add(day, f),
      );
    else await file.add(day, f);
  } catch {
    /* a count lost is better than a patient's answer lost */
  }
}
