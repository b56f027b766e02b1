import type { SpecProject } from '../load-spec.ts';
import type { Problems } from '../problems.ts';
import type { KeyPath, SpecLines } from '../spec-lines.ts';
import type { ResolvedEntity } from './entities.ts';
import { checkMenuIcons } from './menu-icons.ts';
import type { BundledApi } from './openapi.ts';
import type { ResolvedScreens } from './screens.ts';
import { checkTitleLanguages } from './title-languages.ts';
import type { RawWorkflow, ResolvedWorkflows } from './workflows.ts';

type Parts = { entities: Map<string, ResolvedEntity>; api: BundledApi; screens: ResolvedScreens; workflows: ResolvedWorkflows };

/**
 * Mistakes between files that the runtime would otherwise swallow (issue 20 item 3). Each is one line,
 * `file:line: object: what is wrong — what to change`; a name another check already refuses (an
 * unknown workflow, operation or field) is left to that check, so one mistake gives one line. Menu
 * icons (`menu-icons.ts`) and record headings per language (`title-languages.ts`) have files of their own.
 */
export function checkCrossFile(project: SpecProject, parts: Parts, problems: Problems): void {
  const { lines } = project;
  // operationId → where it is written: its file and key path (`paths./x/.get`).
  const written = new Map<string, { file: string; path: KeyPath }>();
  for (const f of project.api) {
    for (const [path, item] of Object.entries(f.data.paths ?? {})) {
      for (const [method, op] of Object.entries(item)) {
        const id = (op as { operationId?: unknown } | null)?.operationId;
        if (typeof id === 'string') written.set(id, { file: f.file, path: ['paths', path, method] });
      }
    }
  }
  const context = { project, parts, problems, lines, written };
  checkEditForms(context);
  checkTransitionOperations(context);
  checkListFilters(context);
  checkStatusEnums(context);
  checkEnumLabels(context);
  checkMenuIcons(project, problems);
  checkTitleLanguages(project, problems);
}

type Context = {
  project: SpecProject;
  parts: Parts;
  problems: Problems;
  lines: SpecLines;
  written: Map<string, { file: string; path: KeyPath }>;
};

const screenFile = (module: string) => `spec/screens/${module}.yaml`;

/**
 * A form of an `x-state-edit` operation shows only fields some state lets some role change: PATCH
 * drops any other field without a word, so the user's typing is lost.
 */
function checkEditForms({ parts, problems, lines }: Context): void {
  const { workflows, screens, entities } = parts;
  for (const [module, list] of screens.modules) {
    for (const screen of list) {
      if (screen.kind !== 'form') continue;
      const name = workflows.editOperations[screen.operation];
      const workflow = workflows.workflows.find((w) => w.workflow === name);
      if (!workflow) continue; // not an edit form, or an unknown workflow (already refused)
      const editable = new Set(Object.values(workflow.editable).flatMap((byType) => Object.values(byType).flat()));
      const properties = entities.get(screen.entity)?.schema.properties ?? {};
      const shown = new Set(screen.steps.flatMap((step) => step.sections.flatMap((section) => section.fields)));
      for (const field of shown) {
        if (!properties[field] || editable.has(field)) continue; // an unknown field is refused with the screen
        const at = lines.atValue(screenFile(module), ['screens', screen.name], field);
        problems.add(at, `screen ${screen.name}: field ${field} is editable in no state of workflow ${workflow.workflow}, so ${screen.operation} (x-state-edit) drops it — add it to editable: in ${workflow.file} or take it off the form`);
      }
    }
  }
}

/**
 * A step of a bound workflow (its entity has a table) that people take needs an operation: one with
 * `x-transition` naming it (its button), or the operation named by `by:` whose handler takes it.
 */
function checkTransitionOperations({ project, parts, problems, lines, written }: Context): void {
  const operations = Object.values(parts.workflows.transitionOperations);
  const taken = new Set(operations.map((t) => `${t.workflow} ${t.event}`));
  // An x-transition naming an unknown workflow or event is refused already: the step it misses is the same mistake.
  const misnamed = (workflow: string) =>
    operations.some((t) => {
      const named = parts.workflows.workflows.find((w) => w.workflow === t.workflow);
      return !named || (t.workflow === workflow && !named.transitions.some((s) => s.event === t.event));
    });
  for (const workflow of parts.workflows.workflows) {
    if (!parts.entities.get(workflow.entity)?.schema['x-table']) continue; // an unbound workflow takes no step yet
    const quiet = misnamed(workflow.workflow);
    const raw = project.workflows.find((f) => f.file === workflow.file)?.data as RawWorkflow | undefined;
    const seen = new Set<string>();
    for (const [index, t] of (raw?.transitions ?? []).entries()) {
      if (!t || typeof t.event !== 'string') continue;
      // Found only for a problem: finding a line parses the file again.
      const at = () => lines.at(workflow.file, ['transitions', index]);
      if (t.by !== undefined) {
        if (!written.has(t.by)) problems.add(at(), `transition ${t.event}: by names ${t.by}, no operation of spec/api — name the operation whose handler takes the step`);
        continue;
      }
      if (quiet || t.after !== undefined || seen.has(t.event) || taken.has(`${workflow.workflow} ${t.event}`)) continue;
      seen.add(t.event);
      problems.add(at(), `transition ${t.event}: no operation takes it, so its button never appears — add an operation with x-transition: { workflow: ${workflow.workflow}, event: ${t.event} } to spec/api (or by: <operationId> when a handler takes it)`);
    }
  }
}

/**
 * A list's filters reach the database through its operation: a screen filter must be a query parameter
 * of the list operation, and an `x-filter` parameter must name a field of the entity listed.
 */
function checkListFilters({ parts, problems, lines, written }: Context): void {
  const { api, screens, entities } = parts;
  const lists = [...screens.modules.values()].flat().flatMap((s) => (s.kind === 'list' ? [s] : []));
  for (const screen of lists) {
    const query = (api.schemas[screen.operation]?.query as { properties?: Record<string, unknown> } | undefined)?.properties;
    if (!api.schemas[screen.operation]) continue; // an unknown operation is refused with the screen
    for (const filter of screen.filters) {
      if (query?.[filter.param]) continue;
      const at = lines.atValue(screenFile(screen.module), ['screens', screen.name, 'filters'], filter.param, 'param');
      problems.add(at, `screen ${screen.name}: filter ${filter.param} is not a query parameter of ${screen.operation}, so the list ignores it — declare it in ${screen.operation}'s parameters or drop the filter`);
    }
  }
  for (const operation of api.operations) {
    const spec = api.schemas[operation.operationId];
    const place = written.get(operation.operationId);
    if (!spec || !place) continue;
    // The entity listed: the operation's resource, else that of the list screens it serves (a PDF export).
    const entity = operation.resource?.entity ?? lists.find((s) => s.operation === operation.operationId || s.pdfExport === operation.operationId)?.entity;
    const properties = entity ? entities.get(entity)?.schema.properties : undefined;
    if (!properties) continue;
    for (const [param, field] of Object.entries(spec.filters)) {
      const at = () => lines.atValue(place.file, place.path.slice(0, 2), field, 'x-filter');
      if (!properties[field]) {
        problems.add(at(), `${operation.operationId}: parameter ${param} has x-filter ${field}, not a field of ${entity} — name a property of spec/entities/${entity}.schema.json`);
        continue;
      }
      // An x-status-filter parameter's enum is checked with the workflow's view codes (below).
      const missing = spec.statusFilter?.param === param ? [] : missingStateCodes(parts, entity!, field, properties[field], spec.query, param);
      if (missing.length) {
        const workflow = parts.workflows.workflows.find((w) => w.entity === entity && w.field === field)!;
        problems.add(at(), `${operation.operationId}: the enum of ${param} lacks state code ${missing.join(', ')} of ${workflow.file} — add it to the enum, or filtering by it answers 400`);
      }
    }
  }
}

/**
 * An `x-filter` on the field a workflow keeps its state in, with an `enum`: the state codes it lacks (a list
 * tab or filter on such a state answers 400). Codes the entity's own enum lacks are that mistake, named once.
 */
function missingStateCodes(parts: Context['parts'], entity: string, field: string, property: unknown, query: unknown, param: string): string[] {
  const workflow = parts.workflows.workflows.find((w) => w.entity === entity && w.field === field);
  const values = (query as { properties?: Record<string, { enum?: unknown[] }> } | undefined)?.properties?.[param]?.enum?.map(String);
  if (!workflow || !values) return [];
  const stored = (property as { enum?: unknown[] }).enum?.map(String);
  return workflow.states.map((state) => String(state.code)).filter((code) => !values.includes(code) && (!stored || stored.includes(code)));
}

/**
 * An `x-status-filter` parameter with an `enum` lists `all` and every state code of its workflow, and
 * otherwise only the workflow's list-view codes: a missing state is refused with 400, an extra value lists nothing.
 */
function checkStatusEnums({ parts, problems, lines, written }: Context): void {
  for (const [operationId, spec] of Object.entries(parts.api.schemas)) {
    const filter = spec.statusFilter;
    const place = written.get(operationId);
    if (!filter || !place) continue;
    const at = () => lines.atValue(place.file, place.path.slice(0, 2), filter.workflow, 'x-status-filter');
    const workflow = parts.workflows.workflows.find((w) => w.workflow === filter.workflow);
    if (!workflow) {
      problems.add(at(), `${operationId}: x-status-filter names unknown workflow ${filter.workflow} — name a file of spec/workflows`);
      continue;
    }
    const values = ((spec.query as { properties?: Record<string, { enum?: unknown[] }> } | undefined)?.properties?.[filter.param]?.enum ?? undefined)?.map(String);
    if (!values) continue; // a pattern, checked by the workflow at run time
    const states = workflow.states.map((s) => String(s.code));
    const known = new Set(['all', ...states, ...workflow.views.map((v) => String(v.code))]);
    const missing = ['all', ...states].filter((code) => !values.includes(code));
    const extra = values.filter((value) => !known.has(value));
    if (!missing.length && !extra.length) continue;
    const wrong = [missing.length ? `lacks ${missing.join(', ')}` : '', extra.length ? `has ${extra.join(', ')}, no state or view code` : ''].filter(Boolean).join(' and ');
    problems.add(at(), `${operationId}: the enum of ${filter.param} ${wrong} of workflow ${workflow.workflow} — list all and the state codes of ${workflow.file} (and any of its view codes)`);
  }
}

/** `x-enum-labels` gives one locale key per `enum` value, in order; else values show unnamed or by another's label. */
function checkEnumLabels({ project, problems, lines }: Context): void {
  for (const f of project.entities) {
    const walk = (node: unknown, path: KeyPath) => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...path, i]));
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, unknown>;
      const labels = schema['x-enum-labels'];
      if (Array.isArray(labels) && Array.isArray(schema.enum) && labels.length !== schema.enum.length) {
        const pointer = `/${path.join('/')}`;
        problems.add(lines.at(f.file, [...path, 'x-enum-labels']), `${pointer}: x-enum-labels has ${labels.length} keys for ${schema.enum.length} enum values — give one locale key per value, in the enum's order`);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, [...path, key]);
    };
    walk(f.data, []);
  }
}
