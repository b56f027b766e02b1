/** The server's check of a new password: the spec rule, the confirmation, and the breached-password list. */
import { readFileSync } from 'node:fs';
import { meetsPasswordRule } from '../../../shared/identity/password-rule.ts';
import { fieldError } from '../errors.ts';

// A few thousand of the most common passwords and their usual decorations (lower case, one a line).
const breached = new Set(
  readFileSync(new URL('./breached-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
);

/** True when the password (case ignored) is on the shipped breached-password list. */
export const isBreached = (password: string): boolean => breached.has(password.toLowerCase());

/** Throws the spec's field error when `password` breaks the rule, is common, or differs from `confirm`. */
export function assertNewPassword(password: string, confirm: string, field: string, confirmField: string): void {
  if (!meetsPasswordRule(password)) throw fieldError('password_rules', field);
  if (isBreached(password)) throw fieldError('password_breached', field);
  if (password !== confirm) throw fieldError('password_mismatch', confirmField);
}
