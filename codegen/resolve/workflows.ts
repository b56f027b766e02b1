import type { JsonSchema } from '../../src/shared/spec-model.ts';
import type { WorkflowDefinition, WorkflowTransition } from '../../src/shared/workflow/types.ts';
import { workflowGuardNames } from '../../src/shared/workflow/guards.ts';
import type { SpecProject } from '../load-spec.ts';
import { LANGUAGES } from '../load-spec.ts';
import type { Problems } from '../problems.ts';
import type { ResolvedAccess } from './access.ts';
import { listableKey } from '../../src/shared/workflow/listable.ts';
import type { ResolvedEntity } from './entities.ts';

/** A checked workflow plus what only codegen's emitters need (diagram roles, labels). */
export type ResolvedWorkflow = WorkflowDefinition & {
  file: string;
  /** Roles as written per transition edge, for the diagram. */
  written: string[][];
};

export type ResolvedWorkflows = {
  workflows: ResolvedWorkflow[];
  /** operationId → the transition it takes (`x-transition`). */
  transitionOperations: Record<string, TransitionOperation>;
  /** operationId → the workflow whose state log it lists (`x-state-log`). */
  stateLogOperations: Record<string, StateLogOperation>;
  /** operationId → the workflow whose `editable` fields it changes (`x-state-edit`). */
  editOperations: Record<string, string>;
};

/** `x-transition`: the event taken on the record named by path `{id}`, or by the query parameter `record`. */
export type TransitionOperation = {
  workflow: string; event: string; record?: string;
  /** Fields of the workflow's entity the step's dialog asks for, each a reference picked by name (a merge's surviving ticket). */
  asks?: string[];
};
/** `x-state-log`: the record's log (path `{id}` or query `record`), optionally only some events. */
export type StateLogOperation = { workflow: string; record?: string; events?: string[] };

type Parameter = { name?: string; in?: string; required?: boolean };

export type RawTransition = {
  event: string; from: string[]; to: string; roles?: string[]; comment?: WorkflowTransition['comment'];
  attachment?: WorkflowTransition['attachment']; otp?: boolean; guard?: string | string[]; after?: string; since?: string;
  sets?: Record<string, boolean>; notify?: string[]; checks?: string[]; effects?: string[]; warn?: string[];
  /** Who reads the step's comment (an internal note). */
  comment_readers?: string[];
  /** The operation whose handler takes the step, when none names it with `x-transition`. */
  by?: string;
};
export type RawWorkflow = {
  workflow: string; entity: string; field: string; initial: string;
  states: Record<string, { code: string | number; label: string; final?: boolean; holder?: string | string[] }>;
  transitions: RawTransition[]; editable?: Record<string, Record<string, string[]>>;
  filters?: Record<string, string[]>; holders?: Record<string, string[]>; departments?: Record<string, string[]>;
  views?: Record<string, { code: string | number; label: string; states?: string[]; flags?: Record<string, boolean> }>; kinds?: Record<string, { label: string }>;
  flags?: Record<string, { label: string }>; attachments?: string; notifications?: { type: string; page: string };
  warnings?: WorkflowDefinition['warnings'];
};

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** `P30D` → milliseconds; undefined for a duration this subset does not read. */
export function durationMs(duration: string): number | undefined {
  const m = DURATION.exec(duration);
  if (!m || duration === 'P' || duration.endsWith('T')) return undefined;
  const [d, h, min, s] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number];
  return (((d * 24 + h) * 60 + min) * 60 + s) * 1000;
}

/** `safe-travel` → `safe_travel`, the locale key segment of a workflow. */
export const workflowKey = (name: string): string => name.replace(/-/g, '_');

function localeKeys(project: SpecProject, language: string): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${prefix}.${k}`);
    else {
      keys.add(prefix);
      // A plural message (`…_one`, `…_other`) is there under its own key too, as i18next reads it.
      if (prefix.endsWith('_other')) keys.add(prefix.slice(0, -'_other'.length));
    }
  };
  for (const f of project.locales[language] ?? []) walk(f.data, f.name);
  return keys;
}

/** Checks spec/workflows (states, codes, transitions, roles, guards, labels) and expands roles to user types. */
export function resolveWorkflows(
  project: SpecProject,
  entities: Map<string, ResolvedEntity>,
  access: ResolvedAccess,
  problems: Problems,
): ResolvedWorkflows {
  const keys = LANGUAGES.map((l) => localeKeys(project, l));
  const workflows = project.workflows.map((f) => resolveOne(project, f.file, f.name, f.data as RawWorkflow, entities, access, keys, problems));
  const byName = new Map(workflows.map((w) => [w.workflow, w]));
  const transitionOperations: ResolvedWorkflows['transitionOperations'] = {};
  const stateLogOperations: ResolvedWorkflows['stateLogOperations'] = {};
  const editOperations: ResolvedWorkflows['editOperations'] = {};
  for (const f of project.api) {
    for (const [path, item] of Object.entries(f.data.paths ?? {})) {
      const shared = (item.parameters ?? []) as Parameter[];
      for (const [method, op] of Object.entries(item) as Array<[string, Record<string, unknown>]>) {
        if (!op || typeof op !== 'object' || typeof op.operationId !== 'string') continue;
        const parameters = [...shared, ...((op.parameters ?? []) as Parameter[])];
        const where = (problem: string) => problems.add(f.file, `${op.operationId}: ${problem}`);
        // A name of another file refused: on the line of the extension that names it.
        const named = (extension: string, problem: string) => problems.add(project.lines.at(f.file, ['paths', path, method, extension]), `${op.operationId}: ${problem}`);
        const transition = op['x-transition'] as TransitionOperation | undefined;
        if (transition) {
          const w = byName.get(transition.workflow);
          const events = w?.transitions.map((t) => t.event);
          if (!w) named('x-transition', `x-transition names unknown workflow ${transition.workflow} — name a file of spec/workflows`);
          else if (!events!.includes(transition.event)) named('x-transition', `workflow ${w.workflow} has no event ${transition.event} — name one of ${[...new Set(events)].join(', ')} (${w.file})`);
          recordParameter(parameters, transition.record, where);
          for (const field of transition.asks ?? []) {
            const property = w && entities.get(w.entity)?.schema.properties?.[field];
            const target = property?.['x-reference'];
            const lookup = target ? (entities.get(target)?.schema['x-lookup'] as { search?: string } | undefined) : undefined;
            if (!property) where(`x-transition asks for ${field}, not a field of ${w?.entity ?? transition.workflow}`);
            else if (!target || !lookup?.search) where(`x-transition asks for ${field}: a step's dialog picks a reference by a server-side search, so ${field} needs an x-reference to an entity whose x-lookup has search`);
          }
          transitionOperations[op.operationId] = { ...transition };
        }
        const log = op['x-state-log'] as string | StateLogOperation | undefined;
        if (log !== undefined) {
          const entry = typeof log === 'string' ? { workflow: log } : log;
          const w = byName.get(entry.workflow);
          if (!w) named('x-state-log', `x-state-log names unknown workflow ${entry.workflow} — name a file of spec/workflows`);
          for (const event of entry.events ?? []) if (w && !w.transitions.some((t) => t.event === event)) named('x-state-log', `x-state-log: workflow ${w.workflow} has no event ${event}`);
          recordParameter(parameters, entry.record, where);
          stateLogOperations[op.operationId] = entry;
        }
        const edit = op['x-state-edit'] as string | undefined;
        if (edit !== undefined) {
          if (!byName.has(edit)) named('x-state-edit', `x-state-edit names unknown workflow ${edit} — name a file of spec/workflows`);
          editOperations[op.operationId] = edit;
        }
      }
    }
  }
  return { workflows, transitionOperations, stateLogOperations, editOperations };
}

/** The record of a workflow operation is named by path `{id}`, or by a required query parameter `record`. */
function recordParameter(parameters: Parameter[], record: string | undefined, problem: (text: string) => void): void {
  if (record === undefined) return;
  if (!parameters.some((p) => p.name === record && p.in === 'query' && p.required)) problem(`record ${record} must be a required query parameter`);
}

function resolveOne(
  project: SpecProject, file: string, name: string, raw: RawWorkflow, entities: Map<string, ResolvedEntity>,
  access: ResolvedAccess, keys: Set<string>[], problems: Problems,
): ResolvedWorkflow {
  const add = (problem: string) => problems.add(file, problem);
  if (raw.workflow !== name) add(`workflow must be ${name} (the file name)`);
  const states = Object.entries(raw.states ?? {});
  const stateNames = new Set(states.map(([s]) => s));
  const known = (state: string, where: string) => stateNames.has(state) || (add(`${where}: unknown state ${state}`), false);
  known(raw.initial, 'initial');
  const codes = new Map<string, string>();
  for (const [state, s] of states) {
    const code = String(s.code);
    if (codes.has(code)) add(`states ${codes.get(code)} and ${state} share the code ${code}`);
    codes.set(code, state);
  }
  const holders = raw.holders ?? {};
  const expand = (role: string, where: string): string[] => {
    if (access.userTypes.includes(role)) return [role];
    const members = access.groups[role] ?? holders[role];
    if (members) return members;
    add(`${where}: unknown role ${role} (not a user type, group or holder)`);
    return [];
  };
  for (const [holder, members] of Object.entries(holders)) for (const m of members) if (!access.userTypes.includes(m)) add(`holder ${holder}: unknown user type ${m}`);
  // A state's holder, as written (roles, or `owner`), and the user types it stands for.
  const heldAs = new Map(states.flatMap(([state, s]) => (s.holder === undefined ? [] : [[state, [s.holder].flat()]])));
  const heldBy = (state: string): string[] | undefined => {
    const written = heldAs.get(state);
    if (written && raw.states[state]?.final) add(`state ${state}: a final state has no holder (nothing is left to do)`);
    return written && [...new Set(written.flatMap((r) => (r === 'owner' ? [r] : expand(r, `state ${state} holder`))))];
  };
  const entity = entities.get(raw.entity)?.schema;
  if (entity && !entity.properties?.[raw.field]) add(`entity ${raw.entity} has no field ${raw.field}`);
  const allowed = entity?.properties?.[raw.field]?.enum;
  for (const [state, s] of states) {
    if (allowed && !allowed.includes(s.code)) {
      const entityFile = entities.get(raw.entity)!.file;
      problems.add(project.lines.at(file, ['states', state]), `state ${state}: code ${s.code} is not in the enum of ${raw.entity}.${raw.field} — add it to the enum (and its x-enum-labels) in ${entityFile}`);
    }
  }
  const labels: string[] = [...states.map(([, s]) => s.label)];
  const transitions: WorkflowTransition[] = [];
  const written: string[][] = [];
  for (const t of raw.transitions ?? []) {
    const where = `transition ${t.event}`;
    known(t.to, where);
    const guards = t.guard === undefined ? [] : [t.guard].flat();
    for (const guard of guards) if (!workflowGuardNames.includes(guard)) add(`${where}: unknown guard ${guard} (known: ${workflowGuardNames.join(', ')})`);
    const ms = t.after === undefined ? undefined : durationMs(t.after);
    if (t.after !== undefined && ms === undefined) add(`${where}: after ${t.after} is not a duration like P30D or PT12H`);
    if (t.after === undefined && !t.roles?.length) add(`${where}: needs roles (only timed transitions have none)`);
    if (t.after !== undefined && t.roles?.length) add(`${where}: a timed transition is taken by the system; drop roles`);
    if (t.since !== undefined && t.after === undefined) add(`${where}: since ${t.since} needs after (the time past the date)`);
    if (t.since !== undefined && entity && entity.properties?.[t.since]?.format !== 'date') add(`${where}: since ${t.since} is not a date field (format: date) of ${raw.entity}`);
    const userTypes = [...new Set((t.roles ?? []).flatMap((r) => expand(r, where)))];
    const notify = [...new Set((t.notify ?? []).flatMap((r) => (r === 'owner' ? [r] : expand(r, `${where} notify`))))];
    const commentReaders = t.comment_readers ? [...new Set(t.comment_readers.flatMap((r) => expand(r, `${where} comment_readers`)))] : undefined;
    if (commentReaders && (t.comment ?? 'none') === 'none') add(`${where}: comment_readers names who reads a comment the step does not take; add comment: optional or required`);
    for (const flag of Object.keys(t.sets ?? {})) if (!raw.flags?.[flag]) add(`${where}: sets unknown flag ${flag}`);
    for (const warning of t.warn ?? []) if (!raw.warnings?.[warning]) add(`${where}: warns of ${warning}, which warnings: does not declare`);
    labels.push(`workflows.${workflowKey(name)}.events.${t.event}`);
    for (const from of t.from) {
      known(from, where);
      if (raw.states?.[from]?.final) add(`${where}: leaves final state ${from}`);
      const duplicate = transitions.find((o) => o.event === t.event && o.from === from && !o.guards && !guards.length);
      if (duplicate && duplicate.userTypes.some((u) => userTypes.includes(u))) add(`${where}: two unguarded transitions from ${from} for the same role`);
      // The holder's move: its roles name the state's holder (any role of an owner-held state: its guards check the owner).
      const holder = heldAs.get(from);
      const held = holder !== undefined && t.after === undefined && (holder.includes('owner') || (t.roles ?? []).some((r) => holder.includes(r)));
      transitions.push({
        event: t.event, from, to: t.to, userTypes, comment: t.comment ?? 'none', attachment: t.attachment ?? 'none', otp: t.otp ?? false,
        ...(guards.length ? { guards } : {}), ...(t.after !== undefined && ms !== undefined ? { after: { duration: t.after, ms, ...(t.since ? { since: t.since } : {}) } } : {}),
        sets: t.sets ?? {}, notify, checks: t.checks ?? [], effects: t.effects ?? [], ...(held ? { held: true as const } : {}), ...(t.warn ? { warn: t.warn } : {}),
        ...(commentReaders ? { commentReaders } : {}),
      });
      written.push(t.roles ?? []);
    }
  }
  // A held state waits for its holder: some step out of it must be theirs (else it is never pending).
  for (const [state, holder] of heldAs) {
    if (!raw.states[state]?.final && !transitions.some((t) => t.from === state && t.held)) add(`state ${state}: held by ${holder.join(', ')}, but no step from it names them`);
  }
  const editable: WorkflowDefinition['editable'] = {};
  for (const [state, byRole] of Object.entries(raw.editable ?? {})) {
    if (state !== '*') known(state, 'editable');
    editable[state] = {};
    for (const [role, fields] of Object.entries(byRole)) {
      for (const field of fields) if (entity && !entity.properties?.[field]) add(`editable ${state}.${role}: entity ${raw.entity} has no field ${field}`);
      for (const type of expand(role, `editable ${state}`)) {
        editable[state][type] = [...new Set([...(editable[state][type] ?? []), ...fields])];
        // A type and FT department edit what the holder their department plays edits (read with editableFields).
        for (const department of raw.departments?.[role] ?? []) {
          const key = listableKey(type, department);
          editable[state][key] = [...new Set([...(editable[state][key] ?? []), ...fields])];
        }
      }
    }
  }
  // The user type and FT department pairs that play a holder of their own: the departments' tables apply to them.
  const departmentKeys = [...new Set(Object.entries(raw.departments ?? {}).flatMap(([holder, departments]) => expand(holder, `departments ${holder}`).flatMap((type) => departments.map((d) => listableKey(type, d)))))];
  const knownDepartments = access.identity.departments.map((d) => d.name);
  for (const [holder, departments] of Object.entries(raw.departments ?? {})) {
    if (!holders[holder]) add(`departments: unknown holder ${holder}`);
    for (const d of departments) if (!knownDepartments.includes(d)) add(`departments ${holder}: unknown FT department ${d} (spec/access/departments.yaml)`);
  }
  const listable: WorkflowDefinition['listable'] = {};
  for (const [role, list] of Object.entries(raw.filters ?? {})) {
    list.forEach((s) => known(s, `filters ${role}`));
    // A user type lists what all the roles it plays list; a type and FT department, its holder's list.
    for (const type of expand(role, `filters ${role}`)) {
      listable[type] = [...new Set([...(listable[type] ?? []), ...list])];
      for (const department of raw.departments?.[role] ?? []) listable[listableKey(type, department)] ??= list;
    }
  }
  const views = Object.entries(raw.views ?? {}).map(([view, v]) => {
    (v.states ?? []).forEach((s) => known(s, `views ${view}`));
    for (const flag of Object.keys(v.flags ?? {})) if (!raw.flags?.[flag]) add(`views ${view}: unknown flag ${flag}`);
    if (codes.has(String(v.code))) add(`views ${view}: code ${v.code} is the code of state ${codes.get(String(v.code))}`);
    return { name: view, code: v.code, label: v.label, states: v.states ?? [], flags: v.flags ?? {} };
  });
  for (const group of [raw.views, raw.kinds, raw.flags]) for (const item of Object.values(group ?? {})) labels.push(item.label);
  for (const warning of Object.values(raw.warnings ?? {})) labels.push(warning.message);
  // A label one language has is named by the locales' own check (under the language that lacks it).
  for (const key of new Set(labels)) {
    if (keys.some((set) => set.has(key))) continue;
    add(`locale key ${key} is missing in ${LANGUAGES.map((l) => `locales/${l}`).join(' and ')} — add it to both, or correct the key`);
  }
  const attachments = attachmentField(raw, entity, transitions, add);
  if (entity?.['x-table'] && entity.properties?.[raw.field] && !entity.properties[raw.field]!.readOnly) add(`${raw.entity}.${raw.field} must be readOnly: only transitions change it`);
  return {
    file, written, workflow: name, entity: raw.entity, field: raw.field, initial: raw.initial,
    states: states.map(([state, s]) => ({ name: state, code: s.code, label: s.label, final: s.final ?? false, ...(heldAs.has(state) ? { heldBy: heldBy(state) } : {}) })),
    transitions, editable, departmentKeys, filters: raw.filters ?? {}, listable, views, ...(attachments ? { attachments } : {}),
    ...(raw.notifications ? { notifications: raw.notifications } : {}),
    ...(raw.warnings ? { warnings: raw.warnings } : {}),
  };
}

/**
 * The `x-files` field transition attachments go to. A workflow whose entity has a table and whose
 * transitions take attachments must name one, with an upload operation.
 */
function attachmentField(raw: RawWorkflow, entity: JsonSchema | undefined, transitions: WorkflowTransition[], add: (problem: string) => void): WorkflowDefinition['attachments'] {
  if (raw.attachments === undefined) {
    if (entity?.['x-table'] && transitions.some((t) => t.attachment !== 'none')) add('transitions take attachments: name the x-files field they go to (attachments)');
    return undefined;
  }
  const files = entity?.properties?.[raw.attachments]?.['x-files'];
  if (!files?.upload) {
    add(`attachments: ${raw.entity}.${raw.attachments} is not an x-files field with an upload operation`);
    return undefined;
  }
  return { field: raw.attachments, upload: files.upload, ...(files.download ? { download: files.download } : {}), accept: files.accept };
}
