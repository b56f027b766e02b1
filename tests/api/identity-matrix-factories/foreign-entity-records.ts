/**
 * Foreign entities as the operations on `foreign-entities/{id}/…` and `duplicated-fes/{id}/` need
 * them: with a logo, with an audit, or as a duplicate group (two entities sharing the six
 * identifying values, which is all the server's grouping looks at).
 */
import { attachedFile } from './file-records.ts';
import type { RecordFactory } from './record-shape.ts';
import { resourceFactory } from './resource-records.ts';

/** Foreign entities (the seeded entity's data, reshaped to the scope). */
export const entityFactory = resourceFactory('foreign-entity');

/** Foreign entities with a JPEG logo, so removing it removes something. */
export const entityWithLogoFactory: RecordFactory = async (ctx, conditions, caller, kind, someoneElse) => {
  const entity = await entityFactory(ctx, conditions, caller, kind, someoneElse);
  if (entity) await attachedFile(ctx, 'foreign-entity', 'logo', entity.id, kind === 'own' ? caller.id : someoneElse);
  return entity;
};

/** Foreign entities with one renewal audit, which the call names in its body (`audit-update/`). */
export const auditedEntityFactory: RecordFactory = async (...args) => {
  const audit = await resourceFactory('fe-audit', { status: 'open' })(...args);
  if (!audit) return undefined;
  const entity = Number(audit.data.foreign_entity);
  const { rows } = await args[0].t.db.query<{ data: Record<string, unknown> }>('SELECT data FROM foreign_entity_records WHERE id = $1', [entity]);
  return { id: entity, data: rows[0]!.data, request: { body: { audit: audit.id, status: 'verified', remarks: 'Checked by the matrix' } } };
};

let groups = 0;
/**
 * Duplicate groups: an entity with identifying values of its own, and a later copy of it (new uid)
 * as a registration entered twice would be. The copy is the record acted on; a merge keeps the first.
 */
export const duplicateFactory: RecordFactory = async (ctx, conditions, caller, kind, someoneElse) => {
  groups += 1;
  const identity = { name: `Matrix Duplicate ${groups}`, name_en: `Matrix Duplicate ${groups}`, email: `matrix-duplicate-${groups}@test.example` };
  const original = await resourceFactory('foreign-entity', { ...identity, status: 0 })(ctx, conditions, caller, kind, someoneElse);
  if (!original) return undefined;
  const copy = await resourceFactory('foreign-entity', { ...original.data })(ctx, conditions, caller, kind, someoneElse);
  if (!copy) return undefined;
  const { rows } = await ctx.t.db.query<{ same: boolean }>(
    'SELECT foreign_entity_identity(a.data) = foreign_entity_identity(b.data) AS same FROM foreign_entity_records a, foreign_entity_records b WHERE a.id = $1 AND b.id = $2',
    [original.id, copy.id],
  );
  // Else the server would answer 409 not_duplicates, which the matrix also counts as reached.
  if (!rows[0]?.same) throw new Error(`entities ${original.id} and ${copy.id} should form a duplicate group`);
  return { ...copy, request: { body: { into: original.id, name: identity.name } } };
};

