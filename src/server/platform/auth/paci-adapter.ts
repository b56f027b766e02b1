/**
 * PACI (Public Authority for Civil Information) push-notification authentication: the portal asks
 * PACI to push a request to the Kuwait Mobile ID app of the holder of a civil ID, then reads its state.
 *
 * Real integration point: implement `PaciAdapter` with PACI's Mobile ID service (an HTTPS API with
 * a service-provider certificate; `requestAuthentication` starts a request for the civil ID and
 * `status` polls it) and return it from `paciAdapter()` when its settings are configured. Until then
 * the development double below answers: every civil ID is approved unless a test decided otherwise.
 * Used by the session second factor (paci/pn/) and by fund transactions (ft/auth-url/).
 */
import { randomUUID } from 'node:crypto';

/** The state of one push request. */
export type PaciStatus = 'pending' | 'approved' | 'rejected';

/** What the portal needs from PACI. */
export type PaciAdapter = {
  requestAuthentication(civilId: string): Promise<{ reference: string; status: PaciStatus }>;
};

const decisions = new Map<string, PaciStatus>();

/** The development and test double: answers immediately with the decision set for the civil ID. */
export const paciTestDouble: PaciAdapter & { decide(civilId: string, status: PaciStatus): void; reset(): void } = {
  async requestAuthentication(civilId) {
    return { reference: randomUUID(), status: decisions.get(civilId) ?? 'approved' };
  },
  decide(civilId, status) {
    decisions.set(civilId, status);
  },
  reset() {
    decisions.clear();
  },
};

/** The adapter in use (the double until the real service is configured). */
export const paciAdapter = (): PaciAdapter => paciTestDouble;
