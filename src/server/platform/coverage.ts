/** Startup check: every operation has a rule and a handler, and the rules name real things. */
import { operations } from '../../../generated/api/operations.ts';
import { operationSchemas } from '../../../generated/api/operation-schemas.ts';
import { accessRules, publicOperations, scopes, userTypes } from '../../../generated/access/rules.ts';
import type { OperationDescriptor } from '../../shared/spec-model.ts';
import type { HandlerMap } from './handler.ts';
import { entityBinding } from './resources/entities.ts';

/** One line per problem; empty when the server may start. */
export function coverageProblems(handlers: HandlerMap, ops: Record<string, OperationDescriptor> = operations): string[] {
  const problems: string[] = [];
  const ruled = new Set([...publicOperations, ...accessRules.map((rule) => rule.operationId)]);
  const scopeNames = new Set(scopes.map((scope) => scope.name));
  const types = new Set<string>(userTypes);
  for (const operation of Object.values(ops)) {
    const id = operation.operationId;
    if (!ruled.has(id)) problems.push(`${id}: no access rule (spec/access/rules) — refused by default`);
    if (!operationSchemas[id]) problems.push(`${id}: no generated schemas`);
    if (operation.resource) {
      if (handlers[id]) problems.push(`${id}: both x-resource and a bespoke handler`);
      try {
        entityBinding(operation.resource.entity);
      } catch {
        problems.push(`${id}: entity ${operation.resource.entity} has no x-table`);
      }
    } else if (!handlers[id]) {
      problems.push(`${id}: no handler (add it to a module's handlers, src/server/modules)`);
    }
  }
  for (const rule of accessRules) {
    if (!ops[rule.operationId]) problems.push(`${rule.operationId}: access rule for an unknown operation`);
    for (const [type, scope] of Object.entries(rule.grants)) {
      if (!types.has(type)) problems.push(`${rule.operationId}: grant to unknown user type ${type}`);
      if (!scopeNames.has(scope)) problems.push(`${rule.operationId}: grant of unknown scope ${scope}`);
    }
  }
  for (const id of Object.keys(handlers)) if (!ops[id]) problems.push(`${id}: handler for an unknown operation`);
  return problems;
}
