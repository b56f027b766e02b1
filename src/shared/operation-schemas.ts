import type { ListColumn } from './spec-model.ts';

/** The self-contained schemas of one API operation, as codegen emits them for the server. */
export type OperationSchemas = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  bodyType?: 'json' | 'multipart';
  responses: Record<string, Record<string, unknown>>;
  /** query parameter → entity field it filters on (`x-filter`). */
  filters: Record<string, string>;
  /** Entity fields the `search` parameter matches (`x-search`). */
  search: string[];
  /** Multipart upload rule (`x-upload`): the file field, accepted kinds, size limit. */
  upload?: { field: string; accept: string[]; maxBytes: number };
  /** Query parameter taking a state code, a list-view code or `all` of a workflow (`x-status-filter`). */
  statusFilter?: { param: string; workflow: string };
  /**
   * List screens the export serves (`x-export`: one name or a list): an `export=1` workbook has the
   * columns of the first; a PDF operation is the export button of each.
   */
  exportScreens?: string[];
  /** The first screen's entity and columns, filled in by codegen. */
  exportColumns?: { entity: string; columns: ListColumn[] };
};
