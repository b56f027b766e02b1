import Ajv, { type ErrorObject } from 'ajv';
import screensFormat from '../formats/screens.format.json' with { type: 'json' };
import accessFormat from '../formats/access.format.json' with { type: 'json' };
import workflowFormat from '../formats/workflow.format.json' with { type: 'json' };
import type { SpecProject } from '../load-spec.ts';
import type { Problems } from '../problems.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(accessFormat);
const checkScreens = ajv.compile(screensFormat);
const checkWorkflow = ajv.compile(workflowFormat);
const checkUserGroups = ajv.getSchema('access.format.json#/$defs/userGroups')!;
const checkScopes = ajv.getSchema('access.format.json#/$defs/scopes')!;
const checkRules = ajv.getSchema('access.format.json#/$defs/rules')!;

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? [])
    .filter((error) => error.keyword !== 'oneOf' && error.keyword !== 'if')
    .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is not valid'}`);
}

/** Checks every spec file against its format in codegen/formats. */
export function checkFormats(project: SpecProject, problems: Problems): void {
  const run = (file: string, check: (data: unknown) => boolean | Promise<unknown>, data: unknown, errors: () => ErrorObject[] | null | undefined) => {
    if (!check(data)) for (const line of describe(errors())) problems.add(file, `format: ${line}`);
  };
  for (const f of project.screens) run(f.file, checkScreens, f.data, () => checkScreens.errors);
  for (const f of project.workflows) run(f.file, checkWorkflow, f.data, () => checkWorkflow.errors);
  run(project.userGroups.file, checkUserGroups, project.userGroups.data, () => checkUserGroups.errors);
  run(project.scopes.file, checkScopes, project.scopes.data, () => checkScopes.errors);
  for (const f of project.rules) run(f.file, checkRules, f.data, () => checkRules.errors);
  for (const f of project.api) {
    if (typeof f.data?.openapi !== 'string' || !f.data.openapi.startsWith('3.1')) {
      problems.add(f.file, 'format: must be an OpenAPI 3.1 document (openapi: 3.1.0)');
    }
  }
}
