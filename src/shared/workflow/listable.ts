/**
 * Which states of a workflow a caller may list (product spec section 4, per-role status lists): the
 * workflow's `filters` for the holder the caller's FT department plays (`departments:` in the
 * workflow file), else for every role the caller's user type plays. The API's list filter and the
 * portal's status tabs both read it, so they never disagree.
 */

/** The key of a user type and FT department in a workflow's `listable` table. */
export const listableKey = (userType: string, department: string) => `${userType}/${department}`;

/** The states (names or codes, as the table holds them) the caller may list; undefined: every state. */
export function listableFor<T>(listable: Record<string, T[]>, user: { userType?: string; ftDepartment?: string | null }): T[] | undefined {
  if (!user.userType) return undefined;
  return (user.ftDepartment ? listable[listableKey(user.userType, user.ftDepartment)] : undefined) ?? listable[user.userType];
}
