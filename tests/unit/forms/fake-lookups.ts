import type { Mock } from 'vitest';
import { clearLookupCache } from '../../../src/portal/runtime/forms/lookups/lookup-sources.ts';

/** Place lists as the API answers them (a few of each), by path. */
const PLACES = {
  continents: [
    { id: 'AS', name_en: 'Asia', name_ar: 'آسيا', name: 'Asia' },
    { id: 'EU', name_en: 'Europe', name_ar: 'أوروبا', name: 'Europe' },
  ],
  countries: [
    { id: 'KW', name_en: 'Kuwait', name_ar: 'الكويت', continent: 'AS' },
    { id: 'JO', name_en: 'Jordan', name_ar: 'الأردن', continent: 'AS' },
    { id: 'FR', name_en: 'France', name_ar: 'فرنسا', continent: 'EU' },
  ],
  provinces: [
    { id: 1, name_en: 'Capital', name_ar: 'العاصمة', country: 'KW' },
    { id: 2, name_en: 'Hawalli', name_ar: 'حولي', country: 'KW' },
  ],
  cities: [
    { id: 10, name_en: 'Sharq', name_ar: 'شرق', province: 1 },
    { id: 20, name_en: 'Salmiya', name_ar: 'السالمية', province: 2 },
  ],
  // Not a place: the user groups of the admin forms, answered the same way.
  groups: [
    { id: 2, name: 'Admin Observer', name_en: 'Admin Observer', name_ar: 'مراقبو الإدارة' },
    { id: 3, name: 'Staff', name_en: 'Staff', name_ar: 'الموظفون' },
  ],
};
const FILTERS: Record<string, string> = { countries: 'continent', provinces: 'country', cities: 'province' };
const PAGED = new Set(['provinces', 'cities']);

const OPERATIONS: Record<string, keyof typeof PLACES> = {
  listContinents: 'continents', listCountries: 'countries', listProvinces: 'provinces', listCities: 'cities', listGroups: 'groups',
};

type Call = Mock<(operationId: string, init?: { query?: Record<string, unknown> }) => Promise<unknown>>;

/**
 * Answers the lookup operations behind the place selects (`continents/`, `countries/?continent=`,
 * `provinces/?country=`, `cities/?province=`) from the lists above through a mocked `callOperation`,
 * failing the lists named in `failing` with a 500. Returns the questions asked, in order.
 */
export function installFakeLookups(call: Call, failing: string[] = []): string[] {
  clearLookupCache();
  const asked: string[] = [];
  call.mockImplementation(async (operationId, init = {}) => {
    const name = OPERATIONS[operationId];
    if (!name) return { ok: false, status: 404, error: { code: 'not_found', message: '' } };
    const filter = FILTERS[name];
    const wanted = filter ? init.query?.[filter] : undefined;
    asked.push(`${name}${wanted === undefined ? '' : `?${filter}=${String(wanted)}`}`);
    if (failing.includes(name)) return { ok: false, status: 500, error: { code: 'server_error', message: 'An error occurred' } };
    const rows = (PLACES[name] as Record<string, unknown>[]).filter((row) => wanted === undefined || String(row[filter!]) === String(wanted));
    return { ok: true, status: 200, data: PAGED.has(name) ? { count: rows.length, results: rows } : rows };
  });
  return asked;
}
