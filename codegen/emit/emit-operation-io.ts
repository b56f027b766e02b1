import type { SpecModel } from '../model.ts';
import { BANNER } from './banner.ts';

/**
 * generated/api/io.ts: per operation, its path parameters, query, body and success answer, as
 * types (read off generated/api/types.ts). Server handlers (`Handlers` of
 * src/server/platform/handler.ts) and portal calls (`callOperation`) are typed from it.
 */
export function emitOperationIo(model: SpecModel): Record<string, string> {
  const entries = model.api.operations.map(
    ({ operationId: id }) =>
      `  ${id}: { params: ParamsOf<operations['${id}']>; query: QueryOf<operations['${id}']>; body: BodyOf<operations['${id}']>; response: ResponseOf<operations['${id}']> };`,
  );
  return {
    'api/io.ts': [
      BANNER,
      "import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../src/shared/operation-io.ts';",
      "import type { operations } from './types.ts';",
      '',
      '/** What each operation takes (path parameters, query, JSON body) and answers on success. */',
      'export interface OperationIO {',
      ...entries,
      '}',
      '',
    ].join('\n'),
  };
}
