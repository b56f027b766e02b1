import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identityTables } from '../../generated/access/identity.ts';
import { derivedRole } from '../../src/shared/identity/derived-role.ts';
import { redirectAfterLogin } from '../../src/shared/identity/redirect-after-login.ts';

const { derivedRoles, permissions, departments, redirects, fallbackRedirect } = identityTables;
const names = permissions.map((p) => p.name);
const permission = fc.oneof(
  fc.constantFrom(...names),
  fc.tuple(fc.constantFrom(...names), fc.nat(999)).map(([n, i]) => `${n}_${i}`),
  fc.string({ maxLength: 12 }),
);
const user = fc.record({
  permissions: fc.array(permission, { maxLength: 8 }),
  ft_department: fc.option(fc.constantFrom(...departments.map((d) => d.name)), { nil: null }),
});

const reaches = (u: { permissions: string[]; ft_department: string | null }, i: number) => {
  const entry = derivedRoles[i]!;
  if (entry.department) return u.ft_department === entry.department;
  return u.permissions.some((p) => p === entry.permission || new RegExp(`^${entry.permission}_\\d+$`).test(p));
};

describe('derived role', () => {
  it('is the highest-priority role the user reaches, for any permission set', () => {
    fc.assert(
      fc.property(user, (u) => {
        const expected = derivedRoles.findIndex((_, i) => reaches(u, i));
        const role = derivedRole(u, derivedRoles);
        return expected === -1 ? role === null : role?.role === derivedRoles[expected]!.role;
      }),
      { numRuns: 2000 },
    );
  });

  it('does not change when a lower-priority permission is added', () => {
    fc.assert(
      fc.property(user, fc.nat(derivedRoles.length - 1), (u, i) => {
        const before = derivedRole(u, derivedRoles);
        const entry = derivedRoles[i]!;
        if (!before || !entry.permission || derivedRoles.indexOf(before) > i) return true;
        return derivedRole({ ...u, permissions: [...u.permissions, entry.permission] }, derivedRoles)?.role === before.role;
      }),
    );
  });

  it('follows the spec order: superuser before admin, admin before local entity', () => {
    expect(derivedRole({ permissions: ['admin', 'superuser'] }, derivedRoles)?.role).toBe('mofa_admin');
    expect(derivedRole({ permissions: ['local_entity_3', 'admin'] }, derivedRoles)?.role).toBe('mofa_staff');
    expect(derivedRole({ permissions: ['local_entity_3'], ft_department: 'LocalEntityFTManager' }, derivedRoles)?.role).toBe('local_entity_ft_manager');
  });
});

describe('redirect after login', () => {
  it('sends entity-bound users to their entity and others to the fallback', () => {
    expect(redirectAfterLogin(['local_entity', 'local_entity_7'], redirects, fallbackRedirect)).toBe('/local_entities/7');
    expect(redirectAfterLogin(['embassy_mission_2'], redirects, fallbackRedirect)).toBe('/embassies_mission/2');
    expect(redirectAfterLogin(['foreign_entity_5'], redirects, fallbackRedirect)).toBe('/submitted_form/5');
    expect(redirectAfterLogin(['admin'], redirects, fallbackRedirect)).toBe(fallbackRedirect);
  });
});
