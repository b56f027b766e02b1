/**
 * How the portal combines its two checks into what it shows: per shown field, the schema's
 * message if any, else the shared rule's. Property tests hold this equal to the server's verdict.
 */
import type { FieldError } from '../validation/field-errors.ts';

/** One error per field: schema errors of shown fields first, then rule errors. */
export function mergeVerdicts(schemaErrors: readonly FieldError[], ruleErrors: readonly FieldError[], shown: ReadonlySet<string>): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const error of [...schemaErrors, ...ruleErrors]) {
    if (shown.has(error.field) && !byField.has(error.field)) byField.set(error.field, error);
  }
  return [...byField.values()];
}
