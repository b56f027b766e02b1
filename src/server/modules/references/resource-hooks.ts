/** What the references module adds to the generic runtime: the view counter. */
import type { ResourceHookMap } from '../../platform/resources/resource-hooks.ts';
import type { RecordRow } from '../../platform/resources/records-repository.ts';

export const resourceHooks: ResourceHookMap = {
  createReference: {
    beforeCreate: (data) => ({ ...data, views: 0 }),
  },
  getReference: {
    /** Opening a reference counts a view, atomically, so concurrent readers all count. */
    async onGet(tx, entity, row) {
      const { rows } = await tx.query<RecordRow>(
        `UPDATE ${entity.table} SET data = jsonb_set(data, '{views}', to_jsonb(COALESCE((data->>'views')::int, 0) + 1))
          WHERE id = $1 RETURNING *`,
        [row.id],
      );
      return rows[0] ?? row;
    },
  },
};
