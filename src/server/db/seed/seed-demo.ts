/** Loads the demo users and references into an empty database (no users yet). */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../database.ts';
import { usersRepository } from '../../platform/auth/users-repository.ts';
import { filesRepository } from '../../platform/files/files-repository.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { recordsRepository } from '../../platform/resources/records-repository.ts';
import { demoReferences } from './demo-references.ts';
import { seedDemoIdentity } from './demo-identity.ts';
import { demoFtUsers } from './demo-ft-users.ts';
import { DEMO_PASSWORD, demoUsers } from './demo-users.ts';
import { minimalPdf } from './minimal-pdf.ts';
import { seedLookups } from '../../modules/lookups/seed/seed-lookups.ts';

const SEED_LOCK = 7_240_302;

/** Seeds when there are no users; returns whether it did. One transaction, so it is all or nothing. */
export async function seedIfEmpty(db: Database, storage: FileStorage): Promise<boolean> {
  if ((await usersRepository(db).count()) > 0) return false; // cheap check before hashing
  const hashes = await Promise.all([...demoUsers, ...demoFtUsers].map(() => hashPassword(DEMO_PASSWORD)));
  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const users = usersRepository(tx);
      if ((await users.count()) > 0) return false;
      const ids = new Map<string, number>();
      for (const [i, user] of demoUsers.entries()) ids.set(user.user_type, Number((await users.insert({ ...user, password_hash: hashes[i]! })).id));
      await seedDemoIdentity(tx, ids);
      for (const [i, user] of demoFtUsers.entries()) await users.insert({ ...user, password_hash: hashes[demoUsers.length + i]! });
      const admin = ids.get('mofa_admin') ?? [...ids.values()][0]!;
      await seedLookups(tx, admin);
      await (await import('../../modules/forms/seed-demo-form.ts')).seedDemoForm(tx, admin);
      await (await import('../../modules/foreign-entities/seed/seed-foreign-entities.ts')).seedForeignEntities(tx, admin);
      const references = entityBinding('reference');
      const field = Object.keys(references.files)[0];
      for (const reference of demoReferences) {
        const row = await recordsRepository(tx, references).insert({ ...reference.data, views: 0 }, admin);
        if (!field) continue;
        const bytes = minimalPdf(reference.pdfLines);
        const key = randomBytes(24).toString('base64url');
        await storage.put(key, bytes);
        written.push(key);
        const file = await filesRepository(tx).insert({
          owner_entity: references.name, field, name: reference.fileName, content_type: 'application/pdf',
          size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), storage_key: key, created_by: admin,
        });
        await filesRepository(tx).attach([Number(file.id)], Number(row.id));
      }
      return true;
    });
  } catch (error) {
    for (const key of written) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
