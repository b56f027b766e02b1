/**
 * The dialing list's flag images: each country's flag as an SVG drawing (country-flag-icons, 3:2),
 * so it shows in every browser — flag emoji do not (Windows draws two letters, some Linux desktops
 * a box). Served from our origin, so the CSP's `img-src 'self'` covers them.
 */
import * as flags from 'country-flag-icons/string/3x2';
import { countryOf } from '../../platform/countries.ts';

const drawings = flags as unknown as Record<string, string | undefined>;
const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The portal path of a country's flag image. */
export const flagImagePath = (code: string): string => `/api/v1/flags/${code.toLowerCase()}/`;

/** SVG text of a country's flag (named for screen readers), or undefined for an unknown code. */
export function flagSvg(code: string): string | undefined {
  const country = countryOf(code);
  const drawing = drawings[code.toUpperCase()];
  if (!country || !drawing) return undefined;
  return drawing.replace('<svg ', `<svg role="img" aria-label="${xmlEscape(country.name_en)}" `);
}
