/** Seeds the lookup and content tables inside the demo seed's transaction. */
import type { Queryable } from '../../../db/database.ts';
import { entityBinding } from '../../../platform/resources/entities.ts';
import { recordsRepository } from '../../../platform/resources/records-repository.ts';
import { demoCategories, demoSettings, demoSocialLinks, demoTexts } from './demo-content.ts';
import { kuwaitGovernorates } from './kuwait-areas.ts';

/** Inserts Kuwait's governorates and areas and the demo content, created by `adminId`. */
export async function seedLookups(tx: Queryable, adminId: number): Promise<void> {
  const insert = async (entity: string, data: Record<string, unknown>) => Number((await recordsRepository(tx, entityBinding(entity)).insert(data, adminId)).id);
  for (const governorate of kuwaitGovernorates) {
    const province = await insert('province', { name_en: governorate.en, name_ar: governorate.ar, country: 'KW' });
    for (const [name_en, name_ar] of governorate.areas) await insert('city', { name_en, name_ar, province });
  }
  for (const category of demoCategories) {
    const parent = await insert('category', { name_en: category.name_en, name_ar: category.name_ar, is_base_category: true });
    for (const [name_en, name_ar] of category.children) await insert('category', { name_en, name_ar, parent, is_base_category: false });
  }
  for (const link of demoSocialLinks) await insert('social-link', link);
  for (const setting of demoSettings) await insert('setting', setting);
  for (const text of demoTexts.general) await insert('general-content', text);
  for (const instruction of demoTexts.instructions) await insert('general-instruction', instruction);
  for (const reminder of demoTexts.reminders) await insert('reminder', reminder);
}
