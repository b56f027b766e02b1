/**
 * Continents, countries and the dialing list, built once from countries-list (continent, calling
 * code, flag) and i18n-iso-countries (Arabic and English names). Nothing here is typed by hand.
 */
import { createRequire } from 'node:module';
import { continents, countries, getEmojiFlag, type TCountryCode } from 'countries-list';
import type * as IsoCountries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
// The package's entry without languages: its Node entry loads all of them (80 files, 0.05–0.1 s of
// every start through tsx, issue 21 item 4), and only these two are used.
const isoCountries = require('i18n-iso-countries/index') as typeof IsoCountries;
isoCountries.registerLocale(require('i18n-iso-countries/langs/ar.json'));
isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'));

/** One country: id is its ISO 3166-1 alpha-2 code, phone its first calling code. */
export type Country = { id: string; name_en: string; name_ar: string; continent: string; phone: string; flag: string };

/** Continent codes of countries-list (AF, AN, AS, EU, NA, OC, SA). */
export const continentCodes = Object.keys(continents);

/** Every country both packages name (about 250). */
export const allCountries: readonly Country[] = (Object.keys(countries) as TCountryCode[]).flatMap((code) => {
  const name_ar = isoCountries.getName(code, 'ar');
  const name_en = isoCountries.getName(code, 'en');
  if (!name_ar || !name_en) return [];
  const info = countries[code];
  return [{ id: code, name_en, name_ar, continent: info.continent, phone: String(info.phone[0] ?? ''), flag: getEmojiFlag(code) }];
});

const byCode = new Map(allCountries.map((country) => [country.id, country]));

/** The country of an ISO alpha-2 code (any case). */
export const countryOf = (code: string): Country | undefined => byCode.get(code.toUpperCase());
