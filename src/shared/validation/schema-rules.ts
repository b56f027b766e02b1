/**
 * The `x-rule` keyword: an entity property names a shared rule of product spec section 5 that
 * plain JSON Schema cannot say (BIC, Swift, OTP, yes/no with remarks, date range, future date,
 * password, phone, decimal places of an amount). The server's Ajv and the portal's validator both add it, so a form and the
 * API refuse the same values with the same message key.
 */
import { meetsPasswordRule, PASSWORD_RULE_MESSAGE } from '../identity/password-rule.ts';
import {
  checkBic, checkDateOrder, checkDateRange, checkDecimals, checkFutureDate, checkIban, checkNotFuture, checkNotPast, checkOtp, checkPhone, checkSwift, checkYesNo, fail,
  type RuleResult,
} from './rules/index.ts';

/** The keyword's name in entity schemas. */
export const RULE_KEYWORD = 'x-rule';

/** `"x-rule": "bic"`, or with options: `"x-rule": { "name": "dateRange", "min": "2026-01-01" }`. */
export type RuleRef = string | { name: string; [option: string]: unknown };

type SchemaRule = {
  check: (value: unknown, options: Record<string, unknown>) => RuleResult;
  /** The message when a required property with this rule is absent (instead of "This field is required"). */
  missingKey?: string;
};

const password = (value: unknown): RuleResult => (typeof value === 'string' && meetsPasswordRule(value) ? null : fail(PASSWORD_RULE_MESSAGE));

/** The rules by name. */
export const SCHEMA_RULES: Readonly<Record<string, SchemaRule>> = {
  bic: { check: checkBic },
  swift: { check: (value) => checkSwift(value) },
  iban: { check: checkIban },
  otp: { check: checkOtp, missingKey: 'errors.otp_required' },
  yesNo: { check: checkYesNo, missingKey: 'errors.yes_no_required' },
  dateRange: { check: (value, options) => checkDateRange(value, typeof options.min === 'string' ? { min: options.min } : {}) },
  futureDate: { check: (value) => checkFutureDate(value) },
  password: { check: password },
  phone: { check: checkPhone },
  decimals: { check: checkDecimals },
  notPast: { check: (value) => checkNotPast(value) },
  notFuture: { check: (value) => checkNotFuture(value) },
  // On an object schema: dates of one object in order; the verdict's `path` places the error under the wrong date.
  dateOrder: { check: (value, options) => checkDateOrder(value, options) },
};

/** The rule names codegen accepts in `x-rule`. */
export const schemaRuleNames = (): string[] => Object.keys(SCHEMA_RULES);

const nameOf = (ref: RuleRef): string => (typeof ref === 'string' ? ref : ref.name);

/** The rule a property schema names and its options (`{}` for none), for widgets that follow it. */
export function ruleOf(property: unknown): { name?: string; options: Record<string, unknown> } {
  const ref = (property as Record<string, unknown> | undefined)?.[RULE_KEYWORD] as RuleRef | undefined;
  if (ref === undefined) return { options: {} };
  const { name, ...options } = typeof ref === 'string' ? { name: ref } : ref;
  return { name, options };
}

/** The verdict of the rule a property names (an unknown name is a spec error codegen reports). */
export function runSchemaRule(ref: RuleRef, value: unknown): RuleResult {
  const rule = SCHEMA_RULES[nameOf(ref)];
  return rule ? rule.check(value, ruleOf({ [RULE_KEYWORD]: ref }).options) : fail('errors.invalid');
}

/** The message of an absent required property whose schema names a rule with its own (OTP, yes/no). */
export function missingKeyOf(property: unknown): string | undefined {
  const ref = (property as Record<string, unknown> | undefined)?.[RULE_KEYWORD] as RuleRef | undefined;
  return ref === undefined ? undefined : SCHEMA_RULES[nameOf(ref)]?.missingKey;
}

/**
 * The keyword's error params for a failed rule, as both validators report them: `messageOf()` reads
 * the message key and its values from here.
 */
export function ruleErrorParams(verdict: NonNullable<RuleResult>): { key: string; params?: Record<string, unknown> } {
  return { key: verdict.key, ...(verdict.params ? { params: verdict.params } : {}) };
}

type KeywordHost = { addKeyword: (definition: never) => unknown };
type RuleValidate = ((ref: RuleRef, data: unknown, parentSchema?: unknown, dataCxt?: { instancePath?: string }) => boolean) & { errors?: unknown[] };

/** Where, under the checked value, a rule between several fields (`dateOrder`) found the wrong one. */
export function rulePathOf(verdict: NonNullable<RuleResult>): Array<string | number> {
  const path = (verdict as { path?: unknown }).path;
  return Array.isArray(path) ? (path as Array<string | number>) : [];
}

/** Adds `x-rule` to an Ajv instance (the server's request validators; the portal's validator runs the same rule its own way). */
export function addSchemaRules<A extends KeywordHost>(ajv: A): A {
  const validate: RuleValidate = (ref, data, _parentSchema, dataCxt) => {
    const verdict = runSchemaRule(ref, data);
    // A rule placing its error under a field of the checked object names that field's path (Ajv keeps a set instancePath).
    const under = verdict ? rulePathOf(verdict) : [];
    const at = under.length ? { instancePath: `${dataCxt?.instancePath ?? ''}${under.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}` } : {};
    validate.errors = verdict ? [{ keyword: RULE_KEYWORD, message: verdict.key, params: ruleErrorParams(verdict), ...at }] : [];
    return verdict === null;
  };
  // Rule names are checked by codegen (spec/entities); a name the keyword does not know fails the value.
  ajv.addKeyword({ keyword: RULE_KEYWORD, errors: true, validate } as never);
  return ajv;
}
