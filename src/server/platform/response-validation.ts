/** Contract check: each JSON response must match the schema its operation declares for that status. */
import type { preSerializationHookHandler } from 'fastify';
import { responseValidator } from './schema-validation.ts';

/**
 * The preSerialization hook of operation `operationId` (answers `responses` by status), after the
 * confidential fields' (operation-hooks.ts): a mismatching response becomes a logged 500.
 */
export function responseValidationHook(operationId: string, responses: Record<string, unknown>): preSerializationHookHandler {
  return (request, reply, payload, done) => {
    const schema = responses[String(reply.statusCode)] as Record<string, unknown> | undefined;
    if (!schema) return done(null, payload);
    const validate = responseValidator(schema);
    if (validate(payload)) return done(null, payload);
    request.log.error({ operationId, status: reply.statusCode, errors: validate.errors }, 'response does not match its declared schema');
    done(new Error(`Response of ${operationId} does not match its declared schema`));
  };
}
