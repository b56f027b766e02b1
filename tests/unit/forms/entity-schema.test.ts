// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { entitySchemas, type EntityName } from '../../../generated/entities/schemas.ts';
import { entityTitles } from '../../../generated/entities/titles.ts';
import { loadEntitySchema } from '../../../src/portal/runtime/forms/entity-schema.ts';

// A form page loads its entity's schema alone (generated/entities/schema/<entity>.ts) and names
// records from the titles' table: both must say what the whole map says.
describe('an entity schema fetched on demand (issue 21 item 2)', () => {
  it('is the schema of the whole map, for every entity, and the same object on every call', async () => {
    for (const name of Object.keys(entitySchemas) as EntityName[]) {
      const schema = await loadEntitySchema(name);
      expect(schema, name).toEqual(entitySchemas[name]);
      expect(await loadEntitySchema(name)).toBe(schema);
    }
  });

  it('refuses an entity the spec does not have', async () => {
    await expect(loadEntitySchema('no-such-entity')).rejects.toThrow('No entity no-such-entity');
  });

  it('the titles table holds each entity\'s x-title, and only those entities', () => {
    const declared = Object.entries(entitySchemas).filter(([, schema]) => schema['x-title']);
    expect(Object.keys(entityTitles).sort()).toEqual(declared.map(([name]) => name).sort());
    for (const [name, schema] of declared) expect(entityTitles[name as EntityName]).toEqual(schema['x-title']);
  });
});
