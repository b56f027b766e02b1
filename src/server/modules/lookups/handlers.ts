/** Bespoke lookups: continents, countries and the dialing list come from packages, not tables. */
import { notFound } from '../../platform/errors.ts';
import type { Handlers } from '../../platform/handler.ts';
import { translate } from '../../platform/i18n.ts';
import { allCountries, continentCodes } from '../../platform/countries.ts';
import { flagImagePath, flagSvg } from './flag-image.ts';
import { getOverview } from './overview.ts';
import { getOverviewFigures } from './overview-figures.ts';

const collators = { ar: new Intl.Collator('ar'), en: new Intl.Collator('en') };

export const handlers: Handlers = {
  getOverview,
  getOverviewFigures,
  /** `continents/`: codes with names in both languages (`name` in the caller's). */
  async listContinents(request) {
    return continentCodes.map((id) => {
      const name_en = translate('en', `lookups.continents.${id}`);
      const name_ar = translate('ar', `lookups.continents.${id}`);
      return { id, name_en, name_ar, name: request.language === 'ar' ? name_ar : name_en };
    });
  },
  /** `countries/?continent=AS&search=kuw`: sorted by name in the caller's language. */
  async listCountries(request) {
    const { continent, search } = request.query;
    const term = search?.trim().toLowerCase();
    const language = request.language;
    return allCountries
      .filter((c) => !continent || c.continent === continent)
      .filter((c) => !term || c.name_en.toLowerCase().includes(term) || c.name_ar.includes(term) || c.id.toLowerCase() === term)
      .map((c) => ({ ...c, name: language === 'ar' ? c.name_ar : c.name_en }))
      .sort((a, b) => collators[language].compare(a.name, b.name));
  },
  /** The dialing list: `{id: 'KW', value: '+965', text: 'Kuwait (+965)', flag, flag_image}`. */
  async listDialingCodes(request) {
    const language = request.language;
    return allCountries
      .filter((c) => c.phone)
      .map((c) => {
        const name = language === 'ar' ? c.name_ar : c.name_en;
        return { id: c.id, value: `+${c.phone}`, text: `${name} (+${c.phone})`, flag: c.flag, flag_image: flagImagePath(c.id), name };
      })
      .sort((a, b) => collators[language].compare(a.name, b.name))
      .map(({ name: _name, ...item }) => item);
  },
  /** `flags/kw/`: the flag image of the dialing list. */
  async getFlagImage(request, reply) {
    const svg = flagSvg(request.params.code);
    if (!svg) throw notFound();
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
  },
};
