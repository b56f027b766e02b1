/**
 * A valid safe-travel notification for tests that file one: dates counted from today (the departure may not be in
 * the past, the return comes after it, every passport is valid past the return), the country of travel a country
 * of the lookups, phones valid for their dial codes. `overrides` replace top-level fields.
 */

const DAY_MS = 86_400_000;

/** `yyyy-mm-dd` of today plus `days` (UTC, as the server's date rules count). */
export const dayFromToday = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** One traveller, `overrides` replacing its fields. */
export function traveller(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ali Al-Kandari',
    passport_number: 'K1234567',
    passport_issue_date: '2022-03-01',
    passport_expiry_date: dayFromToday(5 * 365),
    nationality: 'KW',
    birth_date: '1985-06-15',
    birth_place: 'Kuwait City',
    ...overrides,
  };
}

export function safeTravelBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    continent: 'AS',
    travel_country: 'JO',
    departure_date: dayFromToday(10),
    return_date: dayFromToday(20),
    flight_details: 'KU 561, Kuwait – Amman',
    residence: 'Le Royal Hotel, Amman',
    purpose: 'Relief visit',
    travellers: [traveller()],
    partners: [],
    coordinator_name: 'Fahad Al-Sabah',
    coordinator_phone: '+96551234567',
    emergency_contact: 'Maha Al-Sabah',
    emergency_phone: '+96599887766',
    ...overrides,
  };
}
