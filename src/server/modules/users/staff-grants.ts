/**
 * What an account created or changed by someone other than the super admin gets (product spec
 * section 6: Kuwaiti entity staff get a 'Permissions' department selection and can be made Fund
 * Transfer staff). The creator's own user type and permissions are the defaults; an FT staff
 * department adds the `fund_transfer` menu permission, and taking it away removes it.
 */
import { basePermissions } from '../../../shared/identity/permission-names.ts';
import type { Queryable } from '../../db/database.ts';
import { fieldError } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';

/** FT departments a Kuwaiti entity may give its staff. */
export const STAFF_FT_DEPARTMENTS = ['LocalEntityFTStaff', 'LocalEntityFTStaffKuwaiti'] as const;
/** The department (table `departments`, English name) a Kuwaiti entity may give its staff. */
export const STAFF_DEPARTMENT = 'Permissions';
/** Menu permissions a staff account starts with, when its creator holds them. */
const STAFF_MENUS = ['general_detail', 'local_entity'];
const FT_MENU = 'fund_transfer';

type StaffBody = { user_type?: string; permissions?: string[]; menu_permissions?: string[]; ft_department?: string | null; department?: number | null };

export const isSuperuser = (caller: AuthUser) => basePermissions(caller.permissions).has('superuser');

/** 400 unless the department and FT department are ones the caller may give. */
async function checkStaffChoices(db: Queryable, body: StaffBody): Promise<void> {
  if (body.ft_department != null && !(STAFF_FT_DEPARTMENTS as readonly string[]).includes(body.ft_department)) throw fieldError('invalid_choice', 'ft_department');
  if (body.department != null) {
    const { rows } = await db.query<{ name_en: string }>('SELECT name_en FROM departments WHERE id = $1', [body.department]);
    if (rows[0]?.name_en !== STAFF_DEPARTMENT) throw fieldError('invalid_choice', 'department');
  }
}

/** Menu permissions after the FT department changed: `fund_transfer` follows it (when the caller holds it). */
function withFtMenu(caller: AuthUser, menus: string[], ftDepartment: string | null | undefined): string[] {
  const rest = menus.filter((m) => m !== FT_MENU);
  return ftDepartment && caller.menu_permissions.includes(FT_MENU) ? [...rest, FT_MENU] : rest;
}

/** A new account's body with the creator's defaults filled in (super admin: `user_type` is required). */
export async function newAccountBody<T extends StaffBody>(db: Queryable, caller: AuthUser, body: T): Promise<T & { user_type: string }> {
  if (isSuperuser(caller)) {
    if (!body.user_type) throw fieldError('required', 'user_type');
    return body as T & { user_type: string };
  }
  await checkStaffChoices(db, body);
  const menus = body.menu_permissions ?? withFtMenu(caller, STAFF_MENUS.filter((m) => caller.menu_permissions.includes(m)), body.ft_department);
  return { ...body, user_type: body.user_type ?? caller.user_type, permissions: body.permissions ?? caller.permissions, menu_permissions: menus };
}

/** A change's body: a non-superuser's FT department change moves `fund_transfer` with it. */
export async function accountChanges<T extends StaffBody>(db: Queryable, caller: AuthUser, body: T, before: { menu_permissions: string[] }): Promise<T> {
  if (isSuperuser(caller)) return body;
  await checkStaffChoices(db, body);
  if (body.ft_department === undefined || body.menu_permissions !== undefined) return body;
  return { ...body, menu_permissions: withFtMenu(caller, before.menu_permissions, body.ft_department) };
}
