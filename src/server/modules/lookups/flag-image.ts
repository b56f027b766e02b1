/**
 * The dialing list's flag images: each country's flag as an SVG drawing (country-flag-icons, 3:2),
 * so it shows in every browser — flag emoji do not (Windows draws two letters, some Linux desktops
 * a box). Served from our origin, so the CSP's `img-src 'self'` covers them.
 */
import { createRequire } from 'node:module';
import { countryOf } from '../../platform/countries.ts';

// The package's CommonJS build holds every flag in one file; its ES build is a module per flag (265),
// which took about 0.5 s of CPU of every server start through tsx (issue 21, item 4). Same drawings.
const drawings = createRequire(import.meta.url)('country-flag-icons/string/3x2') as Record<string, string | undefined>;
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
