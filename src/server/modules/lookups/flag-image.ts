/** The dialing list's flag images: a small SVG that draws the country's Unicode flag. */
import { countryOf } from './countries-data.ts';

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The portal path of a country's flag image. */
export const flagImagePath = (code: string): string => `/api/v1/flags/${code.toLowerCase()}/`;

/** SVG text of a country's flag, or undefined for an unknown code. */
export function flagSvg(code: string): string | undefined {
  const country = countryOf(code);
  if (!country) return undefined;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="24" viewBox="0 0 32 24" role="img" aria-label="${xmlEscape(country.name_en)}">` +
    `<text x="16" y="20" font-size="20" text-anchor="middle">${country.flag}</text></svg>`
  );
}
