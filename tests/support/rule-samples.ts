/**
 * A value each shared rule of `x-rule` (src/shared/validation/schema-rules.ts) accepts, for the
 * builders that make valid records from a schema (tests/api/workflow/example-records.ts) and the
 * property tests' arbitraries. tests/unit/support/rule-samples.test.ts holds that every rule has one
 * and that the rule accepts it, so a new rule cannot leave the builders guessing.
 */
import { tomorrow, yesterday } from '../../src/shared/validation/rules/date-range.ts';

/**
 * Inputs each shared rule accepts (the first is what builders use). Not here: `decimals` (an amount's
 * places; the number's own limits give a whole number, which it accepts) and `dateOrder` (between dates).
 */
export const RULE_VALID: Record<string, unknown[]> = {
  bic: ['NBOKKWKW', 'NBOKKWKWXXX'],
  swift: ['NBOKKWKW', 'NBOKKWKWXXX'],
  iban: ['KW81CBKU0000000000001234560101'],
  otp: ['123456'],
  yesNo: [{ answer: 'no' }, { answer: 'yes', remarks: 'Field office' }],
  dateRange: [{ start: tomorrow(), end: tomorrow() }],
  futureDate: [tomorrow()],
  password: ['Portal@2026demo'],
  phone: ['+96551234567'],
  notPast: [tomorrow()],
  notFuture: [yesterday(), '1985-06-15'],
};
