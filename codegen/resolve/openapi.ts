import type { OperationDescriptor } from '../../src/shared/spec-model.ts';
import type { OperationSchemas } from '../../src/shared/operation-schemas.ts';
import type { OpenApiDocument, SpecProject } from '../load-spec.ts';
import type { Problems } from '../problems.ts';
import type { ResolvedEntity } from './entities.ts';
import { collectRefs, inlineRefs, mapRefs, pascalCase, readPointer } from './refs.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export type BundledApi = {
  document: OpenApiDocument & { servers: Array<{ url: string }> };
  operations: OperationDescriptor[];
  schemas: Record<string, OperationSchemas>;
};

/** Turns a ref written in `file` into a pointer inside the bundled document. */
function bundleRef(ref: string, file: string, known: Set<string>, problems: Problems): string {
  const entity = /^\.\.\/entities\/([a-z0-9-]+)\.schema\.json$/.exec(ref);
  if (entity) {
    if (!known.has(`entity:${entity[1]}`)) problems.add(file, `$ref "${ref}" points at a missing entity schema`);
    return `#/components/schemas/${pascalCase(entity[1]!)}`;
  }
  const [target, pointer = ''] = ref.split('#');
  if (target && !/^\.\/[a-z0-9-]+\.yaml$/.test(target)) {
    problems.add(file, `$ref "${ref}" must point at ../entities/<name>.schema.json or ./<module>.yaml#/components/...`);
    return ref;
  }
  const owner = target ? `spec/api/${target.slice(2)}` : file;
  if (!known.has(`${owner}#${pointer}`)) problems.add(file, `$ref "${ref}" does not resolve`);
  return `#${pointer}`;
}

/** Merges spec/api into one OpenAPI 3.1 document and lists its operations. */
export function bundleApi(project: SpecProject, entities: Map<string, ResolvedEntity>, problems: Problems): BundledApi {
  const known = new Set<string>([...entities.keys()].map((name) => `entity:${name}`));
  for (const f of project.api) {
    for (const [kind, items] of Object.entries(f.data.components ?? {})) {
      for (const name of Object.keys(items)) known.add(`${f.file}#/components/${kind}/${name}`);
    }
  }
  const components: Record<string, Record<string, unknown>> = { schemas: {} };
  for (const entity of entities.values()) components.schemas![entity.typeName] = entity.component;
  const paths: OpenApiDocument['paths'] = {};
  const moduleOf = new Map<string, string>();
  for (const f of project.api) {
    const data = mapRefs(f.data, (ref) => bundleRef(ref, f.file, known, problems)) as OpenApiDocument;
    for (const [kind, items] of Object.entries(data.components ?? {})) {
      components[kind] ??= {};
      for (const [name, item] of Object.entries(items)) {
        if (name in components[kind]!) problems.add(f.file, `component ${kind}/${name} is declared twice`);
        components[kind]![name] = item;
      }
    }
    for (const [path, item] of Object.entries(data.paths ?? {})) {
      if (path in paths) problems.add(f.file, `path ${path} is declared in two files`);
      paths[path] = item;
      moduleOf.set(path, f.name);
    }
  }
  const document = {
    openapi: '3.1.0',
    info: { title: 'Charity and aid oversight portal API', version: '1.0.0' },
    servers: [{ url: '/api/v1' }],
    paths,
    components,
  };
  for (const ref of collectRefs(document)) {
    if (ref.startsWith('#') && readPointer(document, ref) === undefined) problems.add('generated/openapi.json', `$ref "${ref}" dangles`);
  }
  const operations: OperationDescriptor[] = [];
  const schemas: Record<string, OperationSchemas> = {};
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    const module = moduleOf.get(path)!;
    const file = `spec/api/${module}.yaml`;
    const shared = (item.parameters ?? []) as unknown[];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const operationId = op.operationId as string | undefined;
      if (!operationId) {
        problems.add(file, `${method.toUpperCase()} ${path} has no operationId`);
        continue;
      }
      if (ids.has(operationId)) problems.add(file, `operationId ${operationId} is used twice`);
      ids.add(operationId);
      const resource = op['x-resource'] as OperationDescriptor['resource'];
      if (resource && !entities.has(resource.entity)) problems.add(file, `${operationId}: x-resource names unknown entity ${resource.entity}`);
      operations.push({ operationId, method, path, module, public: op['x-public'] === true, ...(resource ? { resource } : {}) });
      try {
        schemas[operationId] = operationSchemas(op, shared, document);
      } catch (error) {
        problems.add(file, `${operationId}: ${(error as Error).message}`);
      }
    }
  }
  return { document, operations, schemas };
}

type Parameter = { name: string; in: string; required?: boolean; schema?: unknown; 'x-filter'?: string; 'x-status-filter'?: string };

function operationSchemas(op: Record<string, unknown>, shared: unknown[], document: unknown): OperationSchemas {
  const parameters = inlineRefs([...shared, ...((op.parameters ?? []) as unknown[])], document) as Parameter[];
  const group = (where: string) => {
    const list = parameters.filter((p) => p.in === where);
    if (list.length === 0) return undefined;
    return {
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? {}])),
      required: list.filter((p) => p.required || where === 'path').map((p) => p.name),
      additionalProperties: where === 'path',
    };
  };
  const content = (inlineRefs(op.requestBody, document) as { content?: Record<string, { schema: Record<string, unknown> }> } | undefined)?.content;
  const written = content?.['application/json']?.schema;
  // `x-partial: true` on the request body: a PATCH, any subset of the fields (no `required`).
  const partial = (op.requestBody as { 'x-partial'?: boolean } | undefined)?.['x-partial'] === true;
  const json = written && partial ? Object.fromEntries(Object.entries(written).filter(([key]) => key !== 'required')) : written;
  const multipart = content?.['multipart/form-data']?.schema;
  const responses: OperationSchemas['responses'] = {};
  for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
    const body = inlineRefs(response, document) as { content?: Record<string, { schema?: Record<string, unknown> }> };
    const schema = body.content?.['application/json']?.schema;
    if (schema) responses[status] = schema;
  }
  const params = group('path');
  const query = group('query');
  const upload = op['x-upload'] as OperationSchemas['upload'];
  const statusParam = parameters.find((p) => p['x-status-filter']);
  const exported = op['x-export'] as string | string[] | undefined;
  const exportScreens = exported === undefined ? undefined : [exported].flat();
  return {
    ...(params ? { params } : {}),
    ...(query ? { query } : {}),
    ...(json ? { body: { ...json, additionalProperties: json.additionalProperties ?? false }, bodyType: 'json' as const } : {}),
    ...(multipart ? { bodyType: 'multipart' as const } : {}),
    responses,
    filters: Object.fromEntries(parameters.filter((p) => p['x-filter']).map((p) => [p.name, p['x-filter']!])),
    search: (op['x-search'] as string[] | undefined) ?? [],
    ...(upload ? { upload } : {}),
    ...(statusParam ? { statusFilter: { param: statusParam.name, workflow: statusParam['x-status-filter']! } } : {}),
    ...(exportScreens ? { exportScreens } : {}),
  };
}
