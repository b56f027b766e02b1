/** Seeds the demo categories and Kuwaiti entities (in Kuwait, the capital governorate when seeded). */
import type { SeedContext } from '../../../platform/module.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { localEntities, localEntityCategories } from '../bindings.ts';
import { demoCategories, demoLocalEntities } from './demo-local-entities.ts';

export async function seedLocalEntities({ tx, admin }: SeedContext): Promise<void> {
  const categoryIds: number[] = [];
  for (const category of demoCategories) categoryIds.push(Number((await recordsRepository(tx, localEntityCategories()).insert(category, admin)).id));
  const { rows } = await tx.query<{ id: string | number }>(`SELECT id FROM province_records WHERE data->>'country' = 'KW' ORDER BY id LIMIT 1`);
  const province = rows[0] ? Number(rows[0].id) : undefined;
  for (const entity of demoLocalEntities) {
    const place = { continent: 'AS', country: 'KW', ...(province ? { province } : {}) };
    await recordsRepository(tx, localEntities()).insert({ ...entity, ...place, category: categoryIds[entity.category - 1] }, admin);
  }
}
