/**
 * Loads the demo users into an empty database (no users yet), then each module's demo data
 * (`seed` of its definition), in the order the modules are listed.
 */
import type { Database } from '../database.ts';
import { usersRepository } from '../../platform/auth/users-repository.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { ServerModule } from '../../platform/module.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { seedDemoIdentity } from './demo-identity.ts';
import { demoFtUsers } from './demo-ft-users.ts';
import { DEMO_PASSWORD, demoUsers } from './demo-users.ts';

const SEED_LOCK = 7_240_302;

/** Seeds when there are no users; returns whether it did. One transaction, so it is all or nothing. */
export async function seedIfEmpty(db: Database, storage: FileStorage, modules: readonly ServerModule[]): Promise<boolean> {
  if ((await usersRepository(db).count()) > 0) return false; // cheap check before hashing
  // One scrypt hash for every demo login: they share one published password, so a salt each protects
  // nothing, and fifteen hashes were 0.5–2.5 s of a first start (issue 21, item 4).
  const hash = await hashPassword(DEMO_PASSWORD);
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const users = usersRepository(tx);
      if ((await users.count()) > 0) return false;
      const ids = new Map<string, number>();
      for (const user of demoUsers) ids.set(user.user_type, Number((await users.insert({ ...user, password_hash: hash })).id));
      await seedDemoIdentity(tx, ids);
      for (const user of demoFtUsers) await users.insert({ ...user, password_hash: hash });
      const admin = ids.get('mofa_admin') ?? [...ids.values()][0]!;
      // Bytes a module's seed stores are removed again if the transaction fails.
      const tracked = {
        put: async (key: string, bytes: Buffer) => {
          written.push(key);
          await storage.put(key, bytes);
        },
      };
      for (const module of modules) await module.seed?.({ tx, admin, users: ids, storage: tracked });
      return true;
    });
  } catch (error) {
    for (const key of written) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
