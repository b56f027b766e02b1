/** Picks the generic handler of an operation marked `x-resource`. */
import type { OperationDescriptor } from '../../../shared/spec-model.ts';
import type { OperationSchemas } from '../../../shared/operation-schemas.ts';
import type { OperationHandler } from '../handler.ts';
import { entityBinding } from './entities.ts';
import { getHandler, listHandler } from './read-handlers.ts';
import type { ResourceHooks } from './resource-hooks.ts';
import { createHandler, deleteHandler, updateHandler } from './write-handlers.ts';

/** The generic handler for a resource operation (list, get, create, update, delete). */
export function resourceHandler(operation: OperationDescriptor, spec: OperationSchemas, hooks: ResourceHooks = {}): OperationHandler {
  const resource = operation.resource;
  if (!resource) throw new Error(`${operation.operationId} is not a resource operation`);
  const entity = entityBinding(resource.entity);
  switch (resource.action) {
    case 'list':
      return listHandler(entity, spec, hooks);
    case 'get':
      return getHandler(entity, hooks);
    case 'create':
      return createHandler(entity, hooks);
    case 'update':
      return updateHandler(entity, hooks);
    case 'delete':
      return deleteHandler(entity, hooks);
  }
}
