/** Registers every operation of `generated/api/operations.ts` under /api/v1 with its schemas and handler. */
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import { operations } from '../../../generated/api/operations.ts';
import { operationSchemas } from '../../../generated/api/operation-schemas.ts';
import type { OperationDescriptor } from '../../shared/spec-model.ts';
import type { HandlerMap, OperationHandler } from './handler.ts';
import { operationHooks } from './operation-hooks.ts';
import { resourceHandler } from './resources/resource-handler.ts';
import type { ResourceHookMap } from './resources/resource-hooks.ts';

/** The API prefix; spec paths are appended exactly, trailing slash included. */
export const API_PREFIX = '/api/v1';

/** `/references/{id}/` → `/api/v1/references/:id/`. */
export const routePath = (path: string): string => `${API_PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`;

function schemaOf(operationId: string): FastifySchema {
  const spec = operationSchemas[operationId]!;
  return {
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.body && spec.bodyType === 'json' ? { body: spec.body } : {}),
    response: spec.responses,
  };
}

function handlerOf(operation: OperationDescriptor, handlers: HandlerMap, hooks: ResourceHookMap): OperationHandler {
  const spec = operationSchemas[operation.operationId]!;
  const handler = operation.resource ? resourceHandler(operation, spec, hooks[operation.operationId]) : handlers[operation.operationId];
  if (!handler) throw new Error(`No handler for ${operation.operationId}`);
  // The success status is the spec's (201 for a create), not each handler's to remember.
  const success = Number(Object.keys(spec.responses).find((status) => /^2\d\d$/.test(status)) ?? 200);
  if (success === 200) return handler;
  return (request, reply) => {
    reply.code(success);
    return handler(request, reply);
  };
}

/** Whether an operation takes a multipart upload (its route is served where the multipart plugin is: app.ts). */
export const takesUpload = (operationId: string): boolean => operationSchemas[operationId]?.bodyType === 'multipart';

/**
 * Adds one route per operation that `include` lets through; `config.operationId` ties the route to
 * its access rule, and the route carries the hooks of operation-hooks.ts (the access check first of
 * all; `validateResponses`: VALIDATE_RESPONSES).
 */
export function registerOperations(app: FastifyInstance, handlers: HandlerMap, hooks: ResourceHookMap, validateResponses: boolean, include: (operationId: string) => boolean = () => true): void {
  for (const operation of Object.values(operations) as OperationDescriptor[]) {
    if (!include(operation.operationId)) continue;
    app.route({
      method: operation.method.toUpperCase() as HTTPMethods,
      url: routePath(operation.path),
      schema: schemaOf(operation.operationId),
      config: { operationId: operation.operationId },
      ...operationHooks(operation.operationId, validateResponses),
      handler: handlerOf(operation, handlers, hooks),
    });
  }
}
