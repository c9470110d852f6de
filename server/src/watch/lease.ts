import type { Core } from '@strapi/strapi';
import { isDuplicateKey, pluginTable, WATCH_LEASES_TABLE, type Knex } from '../migrations/plugin-tables';

/**
 * The monitor's lease (docs/decisions/0217-watch-lease-and-cursor.md): one row per schedule naming
 * the instance that runs it (`owner`) and until when (`expires_at`, ms since the epoch). Every
 * write is one atomic statement whose `WHERE` says who may write, then a read of the row confirms
 * the owner (MySQL counts only changed rows, so an update count alone can not tell a renewal at
 * the same millisecond from a refusal).
 */

const leases = (strapi: Core.Strapi, db: Knex) => pluginTable(strapi, db, WATCH_LEASES_TABLE);

async function ownedBy(strapi: Core.Strapi, db: Knex, schedule: string, owner: string): Promise<boolean> {
  const row = (await leases(strapi, db).where({ schedule }).first('owner')) as { owner?: string } | undefined;
  return row?.owner === owner;
}

/**
 * Takes the lease of `schedule` for `owner` until `now + leaseMs`: when nobody holds it, when its
 * holder let it expire (`expires_at < now`), or when `owner` holds it already (a renewal). The
 * first take of a schedule is an insert; of two instances inserting at once, the primary key lets
 * one win.
 * @returns whether `owner` holds the lease now
 */
export async function takeLease(
  strapi: Core.Strapi,
  db: Knex,
  lease: { schedule: string; owner: string; now: number; leaseMs: number },
): Promise<boolean> {
  const { schedule, owner, now, leaseMs } = lease;
  await leases(strapi, db)
    .where({ schedule })
    .andWhere((query) => query.where('expires_at', '<', now).orWhere({ owner }))
    .update({ owner, expires_at: now + leaseMs });
  if (await ownedBy(strapi, db, schedule, owner)) return true;
  try {
    await leases(strapi, db).insert({ schedule, owner, expires_at: now + leaseMs });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Renews `owner`'s lease until `now + leaseMs`, only while `owner` still holds it (an expired lease
 * nobody took is still the owner's). Inside a transaction the update locks the row until commit,
 * so a takeover waits for the checkpoint written with it and then finds the lease renewed.
 * @returns false when another instance has taken the lease: the caller must write nothing more
 */
export async function renewLease(
  strapi: Core.Strapi,
  db: Knex,
  lease: { schedule: string; owner: string; now: number; leaseMs: number },
): Promise<boolean> {
  const { schedule, owner, now, leaseMs } = lease;
  await leases(strapi, db)
    .where({ schedule, owner })
    .update({ expires_at: now + leaseMs });
  return ownedBy(strapi, db, schedule, owner);
}

/** Ends `owner`'s lease at once (expires at 0), so the next tick of any instance may take it. */
export async function releaseLease(strapi: Core.Strapi, db: Knex, schedule: string, owner: string) {
  await leases(strapi, db).where({ schedule, owner }).update({ expires_at: 0 });
}

/** The lease row of `schedule` (owner, expiry in ms), or null when none was ever taken. */
export async function readLease(
  strapi: Core.Strapi,
  schedule: string,
): Promise<{ owner: string; expiresAt: number } | null> {
  const row = (await leases(strapi, strapi.db.connection).where({ schedule }).first()) as
    | { owner: string; expires_at: unknown }
    | undefined;
  return row ? { owner: String(row.owner), expiresAt: Number(row.expires_at) } : null;
}
