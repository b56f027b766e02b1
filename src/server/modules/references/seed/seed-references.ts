/** Seeds the demo references, each with its small PDF (inside the demo seed's transaction). */
import { createHash, randomBytes } from 'node:crypto';
import { minimalPdf } from '../../../db/seed/minimal-pdf.ts';
import { filesRepository } from '../../../platform/files/files-repository.ts';
import type { SeedContext } from '../../../platform/module.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { demoReferences } from './demo-references.ts';

export async function seedReferences({ tx, admin, storage }: SeedContext): Promise<void> {
  const references = entityBinding('reference');
  const field = Object.keys(references.files)[0];
  for (const reference of demoReferences) {
    const row = await recordsRepository(tx, references).insert({ ...reference.data, views: 0 }, admin);
    if (!field) continue;
    const bytes = minimalPdf(reference.pdfLines);
    const key = randomBytes(24).toString('base64url');
    await storage.put(key, bytes);
    const file = await filesRepository(tx).insert({
      owner_entity: references.name, field, name: reference.fileName, content_type: 'application/pdf',
      size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), storage_key: key, created_by: admin,
    });
    await filesRepository(tx).attach([Number(file.id)], Number(row.id));
  }
}
