import type { OperationId } from '../../../../../generated/api/operations.ts';
import { referenceLookups } from '../../../../../generated/entities/reference-lookups.ts';
import { callAnyOperation } from '../../../lib/api-client.ts';

/** One choice of a place select: its stored value and its name in both languages. */
export type LookupOption = { value: string | number; name_en: string; name_ar: string };

/** An option's name in the page's language (the English one where the Arabic is missing). */
export const lookupName = (option: LookupOption, language: string): string => (language === 'ar' ? option.name_ar : option.name_en) || option.name_en;

type Row = { id: string | number; name_en: string; name_ar: string; name?: string };
type Choice = { value: string; label: string };

/**
 * A lookup list of product spec section 7 and the query parameter that filters it by its parent;
 * `rows` takes the rows out of an answer that is not a plain array or a page.
 */
type LookupSource = { operation: OperationId; filter?: string; paged: boolean; rows?: (data: unknown) => Row[]; query?: Record<string, string | number> };

/** `[{value, label}]` (labels already in the caller's language) as rows. */
const choices = (data: unknown): Row[] => (data as Choice[]).map((c) => ({ id: c.value, name_en: c.label, name_ar: c.label }));

/**
 * The place lookups: `continents/`, `countries/` (by `continent`), `provinces/` (by `country`) and
 * `cities/` (by `province`). Provinces and cities are pages of records; the others plain arrays.
 * Departments, groups and transfer destinations serve the user administration forms; local-entity
 * categories the Kuwaiti entity forms; assignees the helpdesk ticket's edit form.
 */
export const LOOKUP_SOURCES = {
  continents: { operation: 'listContinents', paged: false },
  countries: { operation: 'listCountries', filter: 'continent', paged: false },
  provinces: { operation: 'listProvinces', filter: 'country', paged: true },
  cities: { operation: 'listCities', filter: 'province', paged: true },
  // User administration: the departments (`departments/`) and the transfer destinations.
  departments: { operation: 'listDepartments', paged: false, rows: (data: unknown) => (data as { departments: Row[] }).departments },
  groups: { operation: 'listGroups', paged: false },
  destinations: { operation: 'listDestinations', paged: false, rows: choices },
  // The ministry users a helpdesk ticket may be assigned to.
  assignees: { operation: 'listTicketAssignees', paged: false },
} as const satisfies Record<string, LookupSource>;

/**
 * A place lookup, or `record:<entity>`: the records an `x-reference` field may point at, listed by
 * the operation the entity's `x-lookup` names (generated/entities/reference-lookups.ts).
 */
export type LookupName = keyof typeof LOOKUP_SOURCES | `record:${string}`;

/** Rows of an answer that is a bare array or a page of records. */
const arrayOrPage = (data: unknown): Row[] => (Array.isArray(data) ? (data as Row[]) : (data as { results: Row[] }).results);

function sourceOf(name: LookupName): LookupSource {
  if (!name.startsWith('record:')) return LOOKUP_SOURCES[name as keyof typeof LOOKUP_SOURCES];
  const lookup = referenceLookups[name.slice('record:'.length)];
  if (!lookup) throw new Error(`no x-lookup for ${name}`);
  // A reference may store another field than the id (a licence type's `value`) and name it by other fields (`label_en`, `label_ar`).
  const { value = 'id', names: [en, ar] = ['name_en', 'name_ar'] } = lookup;
  const rows = (data: unknown): Row[] => (arrayOrPage(data) as unknown as Array<Record<string, string | number>>)
    .map((row) => ({ id: row[value]!, name_en: String(row[en] ?? ''), name_ar: String(row[ar] ?? ''), ...(row.name === undefined ? {} : { name: String(row.name) }) }));
  return { operation: lookup.operation, paged: false, rows, ...(lookup.query ? { query: lookup.query } : {}) };
}

const cache = new Map<string, Promise<LookupOption[]>>();

/**
 * The options of a lookup, filtered by the parent's value when given. Answers are shared by every
 * select asking the same question; a failed call is only logged (spec section 8), is not cached,
 * and gives no options, so the next attempt asks again.
 */
export function loadLookup(name: LookupName, parent?: string | number): Promise<LookupOption[]> {
  const source = sourceOf(name);
  const key = `${name}?${parent ?? ''}`;
  const known = cache.get(key);
  if (known) return known;
  const query = { ...source.query, ...(source.filter && parent !== undefined ? { [source.filter]: parent } : {}) };
  // Every source answers rows (a bare array, a page of them, or what `rows` reads).
  const loading = callAnyOperation(source.operation, { query }).then((result) => {
    if (!result.ok) throw new Error(`${source.operation} ${JSON.stringify(query)}: ${result.status} ${result.error.code}`);
    const rows = source.rows ? source.rows(result.data) : source.paged ? (result.data as { results: Row[] }).results : (result.data as Row[]);
    // A record with one name only (a mission saved without its Arabic name) shows it in both languages.
    return rows.map((row) => ({ value: row.id, name_en: row.name_en || row.name || row.name_ar, name_ar: row.name_ar || row.name || row.name_en }));
  });
  cache.set(key, loading);
  return loading.catch((error: unknown) => {
    cache.delete(key);
    console.warn('lookup failed', error);
    throw error;
  });
}

/** Forgets every answer (tests; an admin's edit shows on the next load of the page anyway). */
export const clearLookupCache = (): void => cache.clear();
