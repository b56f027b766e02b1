/**
 * Support requests belong to the foreign entity of the user who files them; the server numbers them
 * (`SR-<year>-<nnnnn>`), opens them 30 days when no expiry date is given, and keeps what is still open
 * of the amount requested (`remaining`, `donated_total`: the donations, donations.ts). Remarks carry
 * their author's name as it was when written.
 */
import { boundEntityStamp } from '../../platform/resources/bound-entity-stamp.ts';
import type { ResourceHookMap } from '../../platform/resources/resource-hooks.ts';
import { fils, fromFils, kuwaitDate } from './money.ts';

/** Days a request stays open to donors when its filer names no expiry date. */
const DEFAULT_OPEN_DAYS = 30;
const DAY_MS = 86_400_000;

/** Fils of `amount_requested` not yet donated. */
const remainingOf = (data: Record<string, unknown>) => fromFils(Math.max(0, fils(Number(data.amount_requested ?? 0)) - fils(Number(data.donated_total ?? 0))));

export const resourceHooks: ResourceHookMap = {
  createSupportRequest: {
    beforeCreate: boundEntityStamp('foreign_entity', 'foreign_entity'),
    derive: async (tx, data, request) => {
      const now = request.server.config.clock();
      const { rows } = await tx.query<{ n: string }>(`SELECT nextval('support_request_number_seq')::text AS n`);
      return {
        number: `SR-${kuwaitDate(now).slice(0, 4)}-${rows[0]!.n.padStart(5, '0')}`,
        expiry_date: typeof data.expiry_date === 'string' ? data.expiry_date : kuwaitDate(new Date(now.getTime() + DEFAULT_OPEN_DAYS * DAY_MS)),
        donated_total: 0,
        remaining: remainingOf({ ...data, donated_total: 0 }),
      };
    },
  },
  // The filer may change the amount requested while the request is new or pending (before any donation).
  updateSupportRequest: { derive: async (_tx, data, _request, current) => ({ remaining: remainingOf({ ...current?.data, ...data }) }) },
  createSupportComment: { beforeCreate: (data, user) => ({ ...data, author_name: user.name || user.username }) },
};
