import type { OperationId } from '../../../generated/api/operations.ts';
import { operationPaths } from '../../../generated/api/operation-paths.ts';

/** Whether `name` is an operationId of the API (a key of generated/api/operations.ts, and of its method-and-path table). */
export const isOperationId = (name: string): name is OperationId => Object.hasOwn(operationPaths, name);

/**
 * `name` as an operationId, for names read from generated tables keyed by string (workflow
 * transitions, an entity schema's `x-files`): codegen checked them, so an unknown one is a defect
 * and throws, as a call of it would.
 */
export function operationIdOf(name: string): OperationId {
  if (!isOperationId(name)) throw new Error(`Unknown operation ${name}`);
  return name;
}
