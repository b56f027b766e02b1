/** Yes/no questions with remarks, and the verification code (OTP). */
import { fail, isBlank, type RuleResult } from './rule.ts';

/** A yes/no answer with the remarks a yes requires. */
export type YesNoValue = { answer?: 'yes' | 'no' | ''; remarks?: string };

/** No answer → `errors.yes_no_required`; yes without remarks → `errors.required` (under `remarks`). */
export function checkYesNo(value: unknown): (RuleResult & { field?: 'answer' | 'remarks' }) | null {
  const { answer, remarks } = (value ?? {}) as YesNoValue;
  if (answer !== 'yes' && answer !== 'no') return { key: 'errors.yes_no_required', field: 'answer' };
  if (answer === 'yes' && isBlank(remarks)) return { key: 'errors.required', field: 'remarks' };
  return null;
}

/** The length of a verification code. */
export const OTP_LENGTH = 6;

/** `errors.otp_required` unless the code has exactly six characters (digits or letters). */
export function checkOtp(value: unknown): RuleResult {
  return typeof value === 'string' && new RegExp(`^[0-9A-Za-z]{${OTP_LENGTH}}$`).test(value) ? null : fail('errors.otp_required');
}
