/** The entity a print link names, for the user it names: both must be the caller's to see, else 404. */
import type { FastifyRequest } from 'fastify';
import { workflows } from '../../../../../generated/workflows/index.ts';
import type { Language } from '../../../../../generated/i18n/resources.ts';
import { notFound } from '../../../platform/errors.ts';
import { translate } from '../../../platform/i18n.ts';
import { requireUser } from '../../../platform/request-context.ts';
import { idOf } from '../../../platform/resources/read-handlers.ts';
import type { RecordRow } from '../../../platform/resources/records-repository.ts';
import { entityInScope } from '../records/entity-records.ts';

/** `print-form/` and `print-letter/{id}/{user_id}`: the entity `id` in the caller's scope, when `user_id` is the caller (a link is never someone else's). */
export async function printedEntity(request: FastifyRequest<{ Params: { id: number; user_id: number } }>): Promise<RecordRow> {
  const userId = Number(request.params.user_id);
  if (userId !== requireUser(request.user).id) throw notFound();
  return entityInScope(request.server.db, request, idOf(request));
}

/** The label of an entity's status (a state of the foreign-entity workflow) in `language`. */
export function statusLabel(status: unknown, language: Language): string {
  const state = workflows['foreign-entity']!.definition.states.find((s) => String(s.code) === String(status));
  return state ? translate(language, state.label) : String(status ?? '');
}

/** The name of the entity in `language`, the other language's when it has none there. */
export function nameIn(data: Record<string, unknown>, language: Language): string {
  const own = language === 'ar' ? data.name_ar : data.name_en;
  return String(own || data.name || '');
}
