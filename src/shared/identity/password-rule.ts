/** The password rule of product spec section 5, shared by the server and the portal. */

/** The special characters a password must use at least one of (and the only non-alphanumerics allowed). */
export const PASSWORD_SPECIALS = '@$!%*?&';
/** Length bounds of a password. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 16;
/** Message key shown when the rule is not met ('Please check the rules beside'). */
export const PASSWORD_RULE_MESSAGE = 'errors.password_rules';

/** The parts of the rule, each a check the portal can tick beside the field. */
export const passwordChecks = {
  length: (p: string) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX,
  lower: (p: string) => /[a-z]/.test(p),
  upper: (p: string) => /[A-Z]/.test(p),
  digit: (p: string) => /[0-9]/.test(p),
  special: (p: string) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  allowed: (p: string) => /^[A-Za-z0-9@$!%*?&]*$/.test(p),
} as const;

/** Names of the parts of the rule. */
export type PasswordCheck = keyof typeof passwordChecks;

/** The parts of the rule a password fails (empty when it is acceptable). */
export function failedPasswordChecks(password: string): PasswordCheck[] {
  return (Object.keys(passwordChecks) as PasswordCheck[]).filter((name) => !passwordChecks[name](password));
}

/** True when the password meets every part of the rule. */
export const meetsPasswordRule = (password: string): boolean => failedPasswordChecks(password).length === 0;
