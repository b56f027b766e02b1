/**
 * Issue 20 item 2: a spec change that stored records may no longer fit needs a declared data change
 * next to it; codegen refuses the change without one (one line naming the file, the field and what to
 * add) and writes the SQL from it (generated/migrations/data/<table>.sql). The server side — a
 * database filled under the old spec, read through the API under the new one — is
 * tests/api/analyst-data-change.test.ts.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCodegen } from '../../codegen/run.ts';
import { declareDataChanges, editEntity, narrowStoredFields } from '../support/spec-changes.ts';

const project = join(import.meta.dirname, '..', '..');
const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function copyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'codegen-data-'));
  copies.push(root);
  for (const folder of ['spec', 'locales', 'generated']) cpSync(join(project, folder), join(root, folder), { recursive: true });
  return root;
}

describe('data changes declared in the spec', () => {
  it('refuses a change stored records may not fit, one line per field with what to add', async () => {
    const root = copyProject();
    narrowStoredFields(root);
    const result = await runCodegen(root, true);
    expect(result.code).toBe(1);
    const lines = result.output.split('\n');
    expect(lines).toContain('spec/entities/reference.schema.json: author: now required, but records stored before may not fit: add "x-backfill": { "default": <a value that fits> } to the field');
    expect(lines).toContain('spec/entities/reference.schema.json: description: removed, but records hold its values: renamed? add "x-renamed-from": "description" to the new field; let go? list it in "x-dropped-fields" of the entity');
    expect(lines).toContain('spec/entities/awqaf-comment.schema.json: audience: enum value "ministries" removed, but records may hold it: add "x-enum-map": { "ministries": <its replacement> } to the field');
    expect(lines).toContain('spec/entities/safe-travel.schema.json: purpose: maxLength 100, but records stored before may not fit: add "x-backfill": { "default": <a value that fits> } to the field');
    expect(lines.filter((line) => line.startsWith('spec/'))).toHaveLength(4);
  });

  it('writes the SQL of the declarations, and the next run finds nothing to ask', async () => {
    const root = copyProject();
    narrowStoredFields(root);
    declareDataChanges(root);
    const written = await runCodegen(root, false);
    expect(written.output).toMatch(/^codegen: wrote/);
    const references = readFileSync(join(root, 'generated/migrations/data/reference_records.sql'), 'utf8');
    expect(references).toContain(`UPDATE reference_records SET data = (data - 'description') || jsonb_build_object('summary', data->'description') WHERE data ? 'description';`);
    expect(references).toContain(`UPDATE reference_records SET data = jsonb_set(data, '{author}', '"Ministry of Foreign Affairs"'::jsonb) WHERE data->'author' IS NULL OR data->'author' = 'null'::jsonb OR`);
    expect(readFileSync(join(root, 'generated/migrations/data/awqaf_comment_records.sql'), 'utf8')).toContain(`UPDATE awqaf_comment_records SET data = jsonb_set(data, '{audience}', '"all"'::jsonb) WHERE data->'audience' = '"ministries"'::jsonb;`);
    expect(readFileSync(join(root, 'generated/migrations/data/safe_travel_records.sql'), 'utf8')).toContain(`char_length(data->>'purpose') > 100`);
    expect(readFileSync(join(root, 'generated/data-shapes.json'), 'utf8')).toContain('"summary": {"type":["string"],"maxLength":5000}');
    expect((await runCodegen(root, true)).code).toBe(0);
    // The declaration may stay (its SQL changes nothing once the records fit) or go.
    expect(existsSync(join(project, 'generated/migrations/data'))).toBe(false);
  });

  it('refuses a declaration that does not fit the field', async () => {
    const root = copyProject();
    editEntity(root, 'reference', (schema) => {
      schema.properties.author!['x-backfill'] = { default: 'x'.repeat(300) };
      schema.properties.title!['x-renamed-from'] = 'author';
    });
    editEntity(root, 'awqaf-comment', (schema) => {
      schema.properties.audience!['x-enum-map'] = { everyone: 'nobody' };
    });
    const result = await runCodegen(root, true);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`spec/entities/reference.schema.json: author: x-backfill default "${'x'.repeat(300)}" does not fit the field itself`);
    expect(result.output).toContain('spec/entities/reference.schema.json: title: x-renamed-from names author, which is still a field: remove it, or drop x-renamed-from');
    expect(result.output).toContain('spec/entities/awqaf-comment.schema.json: audience: x-enum-map gives "nobody" for everyone, not one of its values');
  });
});
