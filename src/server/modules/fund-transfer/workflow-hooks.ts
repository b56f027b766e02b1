/** Checks the fund-transfer workflow names (spec/workflows/fund-transfer.yaml). */
import { fieldError } from '../../platform/errors.ts';
import { countryOf } from '../../platform/countries.ts';
import type { TransitionHooks } from '../../platform/workflow/transition-hooks.ts';

export const workflowHooks: Partial<TransitionHooks> = {
  checks: {
    /**
     * A regular transfer goes to a mission only when one is set and accredited for the receiving
     * foreign entity's country: else 400 under `mission`, naming the mission and the country.
     */
    missionAccredited: async ({ tx, record, request }) => {
      const mission = record.data.mission;
      if (mission === undefined || mission === null) throw fieldError('ft_mission_missing', 'mission');
      const { rows } = await tx.query<{ name_en: string; name_ar: string; accredited: string[] | null; country: string | null }>(
        `SELECT m.data->>'name_en' AS name_en, m.data->>'name_ar' AS name_ar, m.data->'accredit_country' AS accredited, f.data->>'country' AS country
           FROM diplomatic_mission_records m LEFT JOIN foreign_entity_records f ON f.id = $2
          WHERE m.id = $1`,
        [mission, record.data.foreign_entity ?? null],
      );
      const found = rows[0];
      if (!found) throw fieldError('invalid_choice', 'mission');
      if (found.country && (found.accredited ?? []).includes(found.country)) return;
      const arabic = request?.language === 'ar';
      const place = found.country ? countryOf(found.country) : undefined;
      throw fieldError('ft_mission_not_accredited', 'mission', {
        mission: (arabic ? found.name_ar : found.name_en) ?? '',
        country: place ? (arabic ? place.name_ar : place.name_en) : (found.country ?? ''),
      });
    },
  },
};
