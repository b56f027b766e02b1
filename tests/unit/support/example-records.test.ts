/**
 * The builders take valid values from the schema, not from rules written elsewhere (issue 20 item 5):
 * every shared rule has a sample it accepts, and the example record of every workflow's entity — what
 * the generic workflow tests file — passes its create operation's schema and rules as the form's and
 * the server's validation see them, so a spec change (a new pattern, rule or required field) either
 * keeps it valid or fails here naming the field.
 */
import { describe, expect, it } from 'vitest';
import { operationSchemas } from '../../../generated/api/operation-schemas.ts';
import { SCHEMA_RULES, runSchemaRule } from '../../../src/shared/validation/schema-rules.ts';
import { checkSchema } from '../../../src/portal/runtime/forms/validation/schema-check.ts';
import { boundWorkflows } from '../../api/workflow/bound-workflows.ts';
import { exampleRecord } from '../../api/workflow/example-records.ts';
import { RULE_VALID } from '../../support/rule-samples.ts';

describe('values the builders take from the schema', () => {
  it('every shared rule has a sample, and accepts it', () => {
    // Between dates (the record's, below) and an amount's places (any whole number within the limits): no sample.
    const rules = Object.keys(SCHEMA_RULES).filter((name) => name !== 'dateOrder' && name !== 'decimals');
    expect(rules.filter((name) => !RULE_VALID[name])).toEqual([]);
    for (const name of rules) for (const value of RULE_VALID[name]!) expect(runSchemaRule(name, value), `${name}: ${JSON.stringify(value)}`).toBeNull();
  });

  for (const w of boundWorkflows()) {
    it(`${w.name}: the example record passes ${w.create.operationId}'s schema and rules`, () => {
      const body = operationSchemas[w.create.operationId]!.body as object;
      const errors = checkSchema(body, exampleRecord(w.entity.schema));
      expect(errors.map((e) => `${e.instancePath || '/'} ${e.keyword}: ${e.message}`)).toEqual([]);
    });
  }
});
