/**
 * Permissions as a person reads them, in the caller's language: a plain one by its label ('Admin'),
 * one binding a record by the record's name ('Local Entity: Al-Awn Charitable Society'), never by
 * number; a number shows only for a record that no longer exists or a permission naming no registry.
 */
import { identityTables } from '../../../../generated/access/identity.ts';
import type { Language } from '../../../../generated/i18n/resources.ts';
import { permissionLabel } from '../../../shared/identity/permission-labels.ts';
import { parsePermission } from '../../../shared/identity/permission-names.ts';
import type { Queryable } from '../../db/database.ts';
import { translate } from '../../platform/i18n.ts';
import { entityBinding } from '../../platform/resources/entities.ts';
import { namesOf, type Names } from '../../platform/resources/place-names.ts';

const byName = new Map(identityTables.permissions.map((p) => [p.name, p]));

/** code → label for every code given, the records named with one query per registry. */
export async function permissionNames(q: Queryable, codes: string[], language: Language): Promise<Map<string, string>> {
  const t = (key: string) => translate(language, key);
  const wanted = new Map<string, number[]>();
  for (const code of codes) {
    const { name, entity } = parsePermission(code);
    const record = byName.get(name)?.record;
    if (record && entity !== null) wanted.set(record, [...(wanted.get(record) ?? []), entity]);
  }
  const names = new Map<string, Names>(await Promise.all([...wanted].map(async ([record, ids]) => [record, await namesOf(q, entityBinding(record).table, ids)] as const)));
  return new Map(codes.map((code) => {
    const { name, entity } = parsePermission(code);
    const descriptor = byName.get(name);
    const found = descriptor?.record && entity !== null ? names.get(descriptor.record)?.get(entity) : undefined;
    return [code, found ? `${t(descriptor!.label)}: ${language === 'ar' ? found.name_ar : found.name_en}` : permissionLabel(code, t)];
  }));
}

/** The users with `permission_names`, the labels of their permissions in order. */
export async function withPermissionNames<T extends { permissions: string[] }>(q: Queryable, users: T[], language: Language): Promise<Array<T & { permission_names: string[] }>> {
  const labels = await permissionNames(q, [...new Set(users.flatMap((u) => u.permissions))], language);
  return users.map((user) => ({ ...user, permission_names: user.permissions.map((code) => labels.get(code) ?? code) }));
}
