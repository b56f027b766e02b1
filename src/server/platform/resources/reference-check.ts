/**
 * A write may only point at what exists: each `x-reference` value names a row of its entity, and
 * each country code (`x-labels: countries`, one or a list) is a country of the lookups.
 */
import type { Queryable } from '../../db/database.ts';
import { countryOf } from '../countries.ts';
import { fieldError } from '../errors.ts';
import type { EntityBinding } from './entities.ts';
import { referencedExists } from './reference-keys.ts';

/** The fields of an entity holding a country code or a list of them. */
function countryFields(entity: EntityBinding): string[] {
  return Object.entries(entity.schema.properties ?? {})
    .filter(([, p]) => p['x-labels'] === 'countries' || p.items?.['x-labels'] === 'countries')
    .map(([field]) => field);
}

/** 400 `invalid_choice` under the first field of `data` pointing at a record or a country that does not exist. */
export async function assertReferencesExist(q: Queryable, entity: EntityBinding, data: Record<string, unknown>): Promise<void> {
  for (const field of countryFields(entity)) {
    const codes = [data[field]].flat().filter((code) => code !== undefined && code !== null && code !== '');
    if (codes.some((code) => typeof code !== 'string' || !countryOf(code))) throw fieldError('invalid_choice', field);
  }
  for (const [field, target] of Object.entries(entity.references)) {
    const value = data[field];
    if (value === undefined || value === null) continue;
    if (!(await referencedExists(q, target, value))) throw fieldError('invalid_choice', field);
  }
}
