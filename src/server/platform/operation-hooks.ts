/**
 * The hooks only API operations need, on each operation's route rather than on every request of the
 * app (issue 21 item 5): the access check (onRequest, after the app's own: cookies, language,
 * origin), then, on the way out, the confidential fields left out and (VALIDATE_RESPONSES) the
 * answer checked against its schema, in that order. What each looks up by operation (its access
 * entry, its response schemas) is found once, when the route is made, not per request through
 * `request.routeOptions` (an object built at each read). The hooks are synchronous (done-style):
 * an async hook costs a promise and a turn of the microtask queue per request. Routes that are not
 * operations (the portal's files, redirects, 404) never had anything to check here.
 */
import type { onRequestHookHandler, preSerializationHookHandler } from 'fastify';
import { operationSchemas } from '../../../generated/api/operation-schemas.ts';
import { accessHook } from './access/access-hook.ts';
import { confidentialFieldsHook } from './access/confidential-fields.ts';
import { responseValidationHook } from './response-validation.ts';

export type OperationHooks = { onRequest: onRequestHookHandler[]; preSerialization: preSerializationHookHandler[] };

/** The route-level hooks of `operationId`; `validateResponses`: the configuration's VALIDATE_RESPONSES. */
export function operationHooks(operationId: string, validateResponses: boolean): OperationHooks {
  const responses = operationSchemas[operationId]?.responses ?? {};
  return {
    onRequest: [accessHook(operationId)],
    preSerialization: [confidentialFieldsHook(responses), ...(validateResponses ? [responseValidationHook(operationId, responses)] : [])],
  };
}
