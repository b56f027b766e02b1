/** Contract check: each JSON response must match the schema its operation declares for that status. */
import type { FastifyInstance } from 'fastify';
import { operationSchemas } from '../../../generated/api/operation-schemas.ts';
import { responseValidator } from './schema-validation.ts';

/** Adds a preSerialization hook that turns a mismatching response into a logged 500. */
export function registerResponseValidation(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const operationId = request.routeOptions.config?.operationId;
    const schema = operationId ? operationSchemas[operationId]?.responses[String(reply.statusCode)] : undefined;
    if (!schema) return payload;
    const validate = responseValidator(schema);
    if (validate(payload)) return payload;
    request.log.error({ operationId, status: reply.statusCode, errors: validate.errors }, 'response does not match its declared schema');
    throw new Error(`Response of ${operationId} does not match its declared schema`);
  });
}
