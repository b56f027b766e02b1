/**
 * The handler of a list's PDF export (an operation with `x-export` other than the list itself:
 * `le-pdf-content/`, `dm-pdf-content/`, `foreign-entities/export-pdf/`): the rows the list selects
 * with the same filters and ordering (page 1 of 9999, the list's "All"), in the caller's scope, as
 * the table of `listPdf`, titled and footed in the file's language, naming the filters applied.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { operationSchemas } from '../../../../generated/api/operation-schemas.ts';
import type { Language } from '../../../../generated/i18n/resources.ts';
import type { Queryable } from '../../db/database.ts';
import { withoutHiddenFields } from '../access/confidential-fields.ts';
import { translate } from '../i18n.ts';
import { requireScope } from '../request-context.ts';
import type { EntityBinding } from '../resources/entities.ts';
import { listOrder, listWhere } from '../resources/list-query.ts';
import { recordViews } from '../resources/record-view.ts';
import { recordsRepository } from '../resources/records-repository.ts';
import { listPdf } from './list-pdf-reply.ts';
import { replyWithPdf } from './pdf-reply.ts';
import { fileLanguage, printedBy } from './print-context.ts';

/** The export's size: the list's "All" page. */
const EXPORT_ROWS = 9999;

/** A filter the caller applied, as the printout names it: (label, value), translated. */
export type AppliedFilter = [string, string];

export type ListPdfExport = {
  /** The listed entity's binding. */
  entity: () => EntityBinding;
  /** Locale keys of the title and of the file's name (without `.pdf`). */
  title: string;
  file: string;
  /** The module's own filters the caller applied (the search text is named for every list). */
  filters?: (query: Record<string, unknown>, language: Language, q: Queryable) => AppliedFilter[] | Promise<AppliedFilter[]>;
};

/** The handler of PDF export `operationId`. */
export function listPdfHandler(operationId: string, exported: ListPdfExport): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const spec = operationSchemas[operationId];
  if (!spec?.exportColumns) throw new Error(`${operationId} needs x-export naming a list screen`);
  return async (request, reply) => {
    const binding = exported.entity();
    const query = (request.query ?? {}) as Record<string, unknown>;
    const language = fileLanguage(request);
    const db = request.server.db;
    const where = listWhere(binding, spec, query, requireScope(request.scope));
    const { rows } = await recordsRepository(db, binding).list(where, listOrder(binding, query.ordering), EXPORT_ROWS, 0);
    // References and places named in the file's language (which may differ from the request's).
    const named = withoutHiddenFields(binding.name, request.user?.user_type, await recordViews(db, binding, rows, language));
    const search = typeof query.search === 'string' ? query.search.trim() : '';
    const filters: AppliedFilter[] = [
      ...(search ? [[translate(language, 'common.filters.search'), search] as AppliedFilter] : []),
      ...((await exported.filters?.(query, language, db)) ?? []),
    ];
    const title = translate(language, exported.title);
    const bytes = await listPdf(spec, named, language, { title, footer: printedBy(request, language), filters });
    return replyWithPdf(reply, bytes, `${translate(language, exported.file)}.pdf`, 'attachment');
  };
}
