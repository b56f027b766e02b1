import type { SpecProject } from './load-spec.ts';
import { Problems } from './problems.ts';
import { checkFormats } from './resolve/formats.ts';
import { resolveEntities, type ResolvedEntity } from './resolve/entities.ts';
import { bundleApi, type BundledApi } from './resolve/openapi.ts';
import { resolveScreens, type ResolvedScreens } from './resolve/screens.ts';
import { checkCountsPer } from './resolve/count-per.ts';
import { checkLiteralPaths } from './resolve/literal-paths.ts';
import { checkScreenLinks } from './resolve/screen-links.ts';
import { resolveAccess, type ResolvedAccess } from './resolve/access.ts';
import { resolveLocales, type ResolvedLocales } from './resolve/locales.ts';
import { resolveWorkflows, type ResolvedWorkflows } from './resolve/workflows.ts';
import { checkWorkflowNotices, checkWorkflowWarnings } from './resolve/workflow-notices.ts';
import { resolveReferenceLookups, type ReferenceLookup } from './resolve/reference-lookups.ts';
import { checkCrossFile } from './resolve/cross-file.ts';

/** The checked, resolved product spec every emitter reads. */
export type SpecModel = {
  entities: Map<string, ResolvedEntity>;
  api: BundledApi;
  screens: ResolvedScreens;
  access: ResolvedAccess;
  locales: ResolvedLocales;
  workflows: ResolvedWorkflows;
  /** entity → the operation its pickers list it with (`x-lookup`), for every entity an `x-reference` points at. */
  referenceLookups: Record<string, ReferenceLookup>;
};

/** Resolves the spec and lists every inconsistency found. */
export function buildModel(project: SpecProject): { model: SpecModel; problems: Problems } {
  const problems = new Problems();
  checkFormats(project, problems);
  const entities = resolveEntities(project, problems);
  const api = bundleApi(project, entities, problems);
  checkCountsPer(api, entities, problems);
  checkLiteralPaths(api, problems);
  const screens = resolveScreens(project, entities, api.operations, problems);
  checkScreenLinks(project, screens, entities, api, problems);
  const access = resolveAccess(project, entities, api.operations, problems, api.schemas);
  const locales = resolveLocales(project, entities, screens, problems);
  const workflows = resolveWorkflows(project, entities, access, problems);
  addStatusTabs(screens, workflows, problems);
  checkWorkflowNotices(workflows, screens, entities, problems);
  checkWorkflowWarnings(workflows, api, problems);
  linkExports(api, screens, problems);
  checkCrossFile(project, { entities, api, screens, workflows }, problems);
  const referenceLookups = resolveReferenceLookups(entities, api.operations, api.schemas, problems);
  return { model: { entities, api, screens, access, locales, workflows, referenceLookups }, problems };
}

/**
 * `statusTabs: true` on a list screen: after its own tabs, one per state that any status filter of the
 * entity's workflow lists, in the order they first appear there (the portal shows each caller theirs).
 */
function addStatusTabs(screens: ResolvedScreens, workflows: ResolvedWorkflows, problems: Problems): void {
  for (const [module, list] of screens.modules) {
    for (const screen of list) {
      if (screen.kind !== 'list' || !screen.statusTabs) continue;
      const workflow = workflows.workflows.find((w) => w.entity === screen.entity);
      const states = [...new Set(Object.values(workflow?.filters ?? {}).flat())];
      if (!states.length) {
        problems.add(`spec/screens/${module}.yaml`, `${screen.name}: statusTabs needs a workflow of ${screen.entity} with status filters`);
        continue;
      }
      for (const name of states) {
        const state = workflow!.states.find((s) => s.name === name)!;
        screen.tabs.push({ key: name, label: state.label, query: { [workflow!.field]: String(state.code) } });
      }
    }
  }
}

/**
 * `x-export: <list screen>` (or a list of them): the operation exports the first screen's columns
 * (the list operation itself for Excel with `export=1`; another operation is the PDF export,
 * `pdfExport`, of every screen it names: a registry's lists by type share one PDF).
 */
function linkExports(api: BundledApi, screens: ResolvedScreens, problems: Problems): void {
  const lists = new Map([...screens.modules.values()].flat().filter((s) => s.kind === 'list').map((s) => [s.name, s]));
  for (const [operationId, spec] of Object.entries(api.schemas)) {
    for (const [index, name] of (spec.exportScreens ?? []).entries()) {
      const screen = lists.get(name);
      const module = api.operations.find((o) => o.operationId === operationId)?.module;
      if (!screen) problems.add(`spec/api/${module}.yaml`, `${operationId}: x-export names ${name}, not a list screen`);
      else if (screen.kind === 'list') {
        if (index === 0) spec.exportColumns = { entity: screen.entity, columns: screen.columns };
        // An export operation of its own (not the list's `export=1`) is the list's PDF.
        if (operationId !== screen.operation) screen.pdfExport = operationId;
      }
    }
  }
}
