import { accessRules, publicOperations } from '../../../../generated/access/rules.ts';

const grantsByOperation = new Map(accessRules.map((rule) => [rule.operationId, rule.grants]));

/**
 * Whether the server would accept a call of `operationId` from this user type: public operations
 * always, others only when the access rule grants the type. Unknown operations and an unknown
 * user are denied (our default is deny).
 */
export function canCall(operationId: string, userType: string | undefined): boolean {
  if (publicOperations.includes(operationId)) return true;
  if (!userType) return false;
  return Object.hasOwn(grantsByOperation.get(operationId) ?? {}, userType);
}

/**
 * The scope the access rule grants this user type for `operationId` (`all`, `own`, …), or undefined
 * when it grants none. `all` means the user may act on any record, not only its own.
 */
export function scopeOf(operationId: string, userType: string | undefined): string | undefined {
  return userType ? grantsByOperation.get(operationId)?.[userType] : undefined;
}
