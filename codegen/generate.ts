import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSpec, SpecError } from './load-spec.ts';
import { buildModel } from './model.ts';
import { Problems } from './problems.ts';
import { emitApi } from './emit/emit-openapi.ts';
import { emitOperationIo } from './emit/emit-operation-io.ts';
import { emitEntities } from './emit/emit-entities.ts';
import { emitScreens } from './emit/emit-screens.ts';
import { emitMenuIcons } from './emit/emit-menu-icons.ts';
import { emitAccess } from './emit/emit-access.ts';
import { emitI18n, emitRouteTexts } from './emit/emit-i18n.ts';
import { resolveRouteTexts } from './resolve/route-texts.ts';
import { emitWorkflows } from './emit/emit-workflows.ts';
import { emitFormats } from './emit/emit-formats.ts';
import { emitStorage } from './emit/emit-storage.ts';
import { emitDataChanges } from './emit/emit-data-changes.ts';
import { dataShapes, resolveDataChanges, SHAPES_FILE, type DataShapes } from './resolve/data-changes.ts';

const README = `# generated/

Everything here is written by \`npm run codegen\` from \`spec/\` and \`locales/\`; do not edit it.
Change the spec, run \`npm run codegen\`, and commit both. \`npm run codegen -- --check\` fails when
this folder is stale or the spec is inconsistent.
`;

/** The stored fields' shapes the last run wrote (none before the first). */
function previousShapes(root: string): DataShapes | undefined {
  const file = join(root, 'generated', SHAPES_FILE);
  if (!existsSync(file)) return undefined;
  const { 'x-generated': _banner, ...shapes } = JSON.parse(readFileSync(file, 'utf8')) as DataShapes & { 'x-generated'?: string };
  return shapes;
}

/** Reads the spec under `root` and returns every generated file (path under generated/ → text). */
export async function generate(root: string): Promise<{ files: Record<string, string>; problems: Problems }> {
  let project;
  try {
    project = loadSpec(root);
  } catch (error) {
    const problems = new Problems();
    if (error instanceof SpecError) problems.add(error.file, error.problem);
    else problems.add('spec', (error as Error).message);
    return { files: {}, problems };
  }
  const { model, problems } = buildModel(project);
  const formats = emitFormats(project.formats, problems);
  const storage = emitStorage(model, root, problems);
  const dataChanges = emitDataChanges(resolveDataChanges(model.entities.values(), previousShapes(root), problems), dataShapes(model.entities.values()));
  if (!problems.empty) return { files: {}, problems };
  const files: Record<string, string> = {
    'README.md': README,
    ...(await emitApi(model)),
    ...emitOperationIo(model),
    ...(await emitEntities(model)),
    ...emitScreens(model),
    ...emitMenuIcons(model),
    ...emitAccess(model),
    ...emitI18n(model),
    ...emitWorkflows(model),
    ...formats,
    ...storage,
    ...dataChanges,
  };
  // The portal's pages, where there is a portal (not in codegen's test fixture).
  if (existsSync(join(root, 'src/portal/main.tsx'))) {
    Object.assign(files, emitRouteTexts(resolveRouteTexts(root, files, model.locales.keys, model.screens.routes, model.screens.modules), model.locales.namespaces));
  }
  return { files, problems };
}
