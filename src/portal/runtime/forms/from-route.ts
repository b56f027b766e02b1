import type { JsonSchema } from '../../../shared/spec-model.ts';
import type { FormScreen } from '../../lib/screen-descriptors.ts';

/**
 * The body fields a form takes from its address (`fromRoute: { foreign_entity: id }`), typed as
 * the entity declares them: an integer field gets a number, others the text of the param.
 */
export function bodyFromRoute(screen: Pick<FormScreen, 'fromRoute'>, entity: JsonSchema, params: Record<string, string>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(screen.fromRoute ?? {}).flatMap(([field, param]) => {
      const raw = params[param];
      if (raw === undefined) return [];
      const type = entity.properties?.[field]?.type;
      const numeric = [type].flat().some((t) => t === 'integer' || t === 'number');
      return [[field, numeric && raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw]];
    }),
  );
}
