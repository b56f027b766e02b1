/**
 * Type-level test of server handlers typed from the spec (src/server/platform/handler.ts): each
 * `@ts-expect-error` below must meet the error it names, or `npm run typecheck` fails. Nothing
 * here runs.
 */
import type { Handlers, OperationRequest } from '../../src/server/platform/handler.ts';

/** A handler that answers what the spec declares for `createLoginLink` (201: token, path, expires_at). */
export const answersTheSpec: Handlers = {
  createLoginLink: async () => ({ token: 't', path: '/portal/overview/?token=t', expires_at: '2026-11-25T00:00:00Z' }),
};

export const wrongAnswer: Handlers = {
  // @ts-expect-error the answer lacks `token`, `path` and `expires_at`
  createLoginLink: async () => ({ url: '/portal/overview/' }),
};

export const unknownOperation: Handlers = {
  // @ts-expect-error no operation of the spec has this id
  createLoginLinks: async () => ({ token: 't', path: '/portal/overview/?token=t', expires_at: '2026-11-25T00:00:00Z' }),
};

/** Inputs are typed too: `tokenLogin` takes `{ token }`; `getForeignEntity` has an `{id}` path parameter. */
export function readsItsInput(login: OperationRequest<'tokenLogin'>, entity: OperationRequest<'getForeignEntity'>): [string, number] {
  // @ts-expect-error tokenLogin's body has no `password`
  void login.body.password;
  // @ts-expect-error getForeignEntity has no `uid` path parameter
  void entity.params.uid;
  return [login.body.token, entity.params.id];
}
