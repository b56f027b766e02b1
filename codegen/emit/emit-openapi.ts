import openapiTS, { astToString } from 'openapi-typescript';
import type { SpecModel } from '../model.ts';
import { BANNER, JSON_BANNER, constModule } from './banner.ts';

/** generated/openapi.json, generated/api/types.ts, operations.ts, operation-paths.ts and operation-schemas.ts. */
export async function emitApi(model: SpecModel): Promise<Record<string, string>> {
  const document = { 'x-generated': JSON_BANNER, ...model.api.document };
  const ast = await openapiTS(structuredClone(model.api.document) as never, { alphabetize: false });
  const operations = Object.fromEntries(model.api.operations.map((o) => [o.operationId, o]));
  return {
    'openapi.json': `${JSON.stringify(document, null, 2)}\n`,
    'api/types.ts': `${BANNER}\n${astToString(ast)}`,
    'api/operations.ts': [
      constModule('operations', operations, undefined, ["import type { OperationDescriptor } from '../../src/shared/spec-model.ts';"]).replace(
        /;\n$/,
        ' as const satisfies Record<string, OperationDescriptor>;\n',
      ),
      '/** Every operationId of the API. */',
      'export type OperationId = keyof typeof operations;',
      '',
    ].join('\n'),
    // What the portal calls an operation by, its method and path (`'post /login/'`): the whole table
    // above is about 7 kB gzip, this one about 4, and every signed-in page loads it (issue 21 item 2).
    'api/operation-paths.ts': constModule(
      'operationPaths',
      Object.fromEntries(model.api.operations.map((o) => [o.operationId, `${o.method} ${o.path}`])),
      'Record<OperationId, string>',
      ["import type { OperationId } from './operations.ts';"],
    ),
    'api/operation-schemas.ts': constModule(
      'operationSchemas',
      model.api.schemas,
      'Record<string, OperationSchemas>',
      ["import type { OperationSchemas } from '../../src/shared/operation-schemas.ts';"],
    ),
  };
}
