import type { AccessRule, OperationDescriptor, ScopeDescriptor } from '../../src/shared/spec-model.ts';
import type { SpecProject } from '../load-spec.ts';
import type { Problems } from '../problems.ts';
import type { ResolvedEntity } from './entities.ts';

export type ResolvedAccess = {
  userTypes: string[];
  groups: Record<string, string[]>;
  scopes: ScopeDescriptor[];
  rules: AccessRule[];
  publicOperations: string[];
};

/** Expands spec/access into one rule per operation; every operation must have one. */
export function resolveAccess(
  project: SpecProject,
  entities: Map<string, ResolvedEntity>,
  operations: OperationDescriptor[],
  problems: Problems,
): ResolvedAccess {
  const userTypes = (entities.get('user-type')?.schema.enum ?? []) as string[];
  if (userTypes.length === 0) problems.add('spec/entities/user-type.schema.json', 'must list the user types in `enum`');
  const groups = project.userGroups.data ?? {};
  for (const [group, members] of Object.entries(groups)) {
    if (userTypes.includes(group)) problems.add(project.userGroups.file, `group ${group} has the name of a user type`);
    for (const member of members ?? []) {
      if (!userTypes.includes(member)) problems.add(project.userGroups.file, `group ${group}: unknown user type ${member}`);
    }
  }
  const scopes: ScopeDescriptor[] = Object.entries(project.scopes.data ?? {}).map(([name, conditions]) => ({
    name,
    conditions: (conditions ?? []) as ScopeDescriptor['conditions'],
  }));
  const scopeNames = new Set(scopes.map((s) => s.name));
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  const rules: AccessRule[] = [];
  const publicOperations: string[] = [];
  const seen = new Set<string>();
  for (const f of project.rules) {
    for (const [operationId, rule] of Object.entries(f.data ?? {})) {
      const operation = byId.get(operationId);
      if (!operation) problems.add(f.file, `rule for unknown operation ${operationId}`);
      if (seen.has(operationId)) problems.add(f.file, `operation ${operationId} has two rules`);
      seen.add(operationId);
      if (rule === 'public') {
        if (operation && !operation.public) problems.add(f.file, `${operationId} is public here but not marked x-public in spec/api`);
        publicOperations.push(operationId);
        continue;
      }
      if (operation?.public) problems.add(f.file, `${operationId} is x-public in spec/api; its rule must be "public"`);
      const grants: Record<string, string> = {};
      for (const [who, scope] of Object.entries(rule)) {
        const members = userTypes.includes(who) ? [who] : groups[who];
        if (!members) problems.add(f.file, `${operationId}: unknown user type or group ${who}`);
        if (!scopeNames.has(scope)) problems.add(f.file, `${operationId}: unknown scope ${scope}`);
        for (const member of members ?? []) grants[member] ??= scope;
      }
      rules.push({ operationId, grants });
    }
  }
  for (const operation of operations) {
    if (!seen.has(operation.operationId)) {
      problems.add(`spec/api/${operation.module}.yaml`, `operation ${operation.operationId} has no rule in spec/access/rules (deny by default)`);
    }
  }
  return { userTypes, groups, scopes, rules, publicOperations };
}
