import type { WorkflowDefinition, WorkflowTransition } from '../../src/shared/workflow/types.ts';
import { workflowGuardNames } from '../../src/shared/workflow/guards.ts';
import type { SpecProject } from '../load-spec.ts';
import { LANGUAGES } from '../load-spec.ts';
import type { Problems } from '../problems.ts';
import type { ResolvedAccess } from './access.ts';
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
  transitionOperations: Record<string, { workflow: string; event: string }>;
  /** operationId → the workflow whose state log it lists (`x-state-log`). */
  stateLogOperations: Record<string, string>;
  /** operationId → the workflow whose `editable` fields it changes (`x-state-edit`). */
  editOperations: Record<string, string>;
};

type RawTransition = {
  event: string; from: string[]; to: string; roles?: string[]; comment?: WorkflowTransition['comment'];
  attachment?: WorkflowTransition['attachment']; otp?: boolean; guard?: string; after?: string;
  sets?: Record<string, boolean>; notify?: string[];
};
type RawWorkflow = {
  workflow: string; entity: string; field: string; initial: string;
  states: Record<string, { code: string | number; label: string; final?: boolean; holder?: string }>;
  transitions: RawTransition[]; editable?: Record<string, Record<string, string[]>>;
  filters?: Record<string, string[]>; holders?: Record<string, string[]>;
  views?: Record<string, { label: string; states?: string[] }>; kinds?: Record<string, { label: string }>;
  flags?: Record<string, { label: string }>;
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
    else keys.add(prefix);
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
  const workflows = project.workflows.map((f) => resolveOne(f.file, f.name, f.data as RawWorkflow, entities, access, keys, problems));
  const byName = new Map(workflows.map((w) => [w.workflow, w]));
  const transitionOperations: ResolvedWorkflows['transitionOperations'] = {};
  const stateLogOperations: ResolvedWorkflows['stateLogOperations'] = {};
  const editOperations: ResolvedWorkflows['editOperations'] = {};
  for (const f of project.api) {
    for (const item of Object.values(f.data.paths ?? {})) {
      for (const op of Object.values(item) as Array<Record<string, unknown>>) {
        if (!op || typeof op !== 'object' || typeof op.operationId !== 'string') continue;
        const transition = op['x-transition'] as { workflow: string; event: string } | undefined;
        if (transition) {
          const w = byName.get(transition.workflow);
          if (!w) problems.add(f.file, `${op.operationId}: x-transition names unknown workflow ${transition.workflow}`);
          else if (!w.transitions.some((t) => t.event === transition.event)) problems.add(f.file, `${op.operationId}: workflow ${w.workflow} has no event ${transition.event}`);
          transitionOperations[op.operationId] = { workflow: transition.workflow, event: transition.event };
        }
        for (const [key, table] of [['x-state-log', stateLogOperations], ['x-state-edit', editOperations]] as const) {
          const name = op[key] as string | undefined;
          if (name === undefined) continue;
          if (!byName.has(name)) problems.add(f.file, `${op.operationId}: ${key} names unknown workflow ${name}`);
          table[op.operationId] = name;
        }
      }
    }
  }
  return { workflows, transitionOperations, stateLogOperations, editOperations };
}

function resolveOne(
  file: string, name: string, raw: RawWorkflow, entities: Map<string, ResolvedEntity>,
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
    if (s.holder && !raw.holders?.[s.holder]) add(`state ${state}: unknown holder ${s.holder}`);
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
  const entity = entities.get(raw.entity)?.schema;
  if (entity && !entity.properties?.[raw.field]) add(`entity ${raw.entity} has no field ${raw.field}`);
  const allowed = entity?.properties?.[raw.field]?.enum;
  for (const [state, s] of states) if (allowed && !allowed.includes(s.code)) add(`state ${state}: code ${s.code} is not in the enum of ${raw.entity}.${raw.field}`);
  const labels: string[] = [...states.map(([, s]) => s.label)];
  const transitions: WorkflowTransition[] = [];
  const written: string[][] = [];
  for (const t of raw.transitions ?? []) {
    const where = `transition ${t.event}`;
    known(t.to, where);
    if (t.guard && !workflowGuardNames.includes(t.guard)) add(`${where}: unknown guard ${t.guard} (known: ${workflowGuardNames.join(', ')})`);
    const ms = t.after === undefined ? undefined : durationMs(t.after);
    if (t.after !== undefined && ms === undefined) add(`${where}: after ${t.after} is not a duration like P30D or PT12H`);
    if (t.after === undefined && !t.roles?.length) add(`${where}: needs roles (only timed transitions have none)`);
    if (t.after !== undefined && t.roles?.length) add(`${where}: a timed transition is taken by the system; drop roles`);
    const userTypes = [...new Set((t.roles ?? []).flatMap((r) => expand(r, where)))];
    const notify = [...new Set((t.notify ?? []).flatMap((r) => (r === 'owner' ? [r] : expand(r, `${where} notify`))))];
    for (const flag of Object.keys(t.sets ?? {})) if (!raw.flags?.[flag]) add(`${where}: sets unknown flag ${flag}`);
    labels.push(`workflows.${workflowKey(name)}.events.${t.event}`);
    for (const from of t.from) {
      known(from, where);
      if (raw.states?.[from]?.final) add(`${where}: leaves final state ${from}`);
      const duplicate = transitions.find((o) => o.event === t.event && o.from === from && !o.guard && !t.guard);
      if (duplicate && duplicate.userTypes.some((u) => userTypes.includes(u))) add(`${where}: two unguarded transitions from ${from} for the same role`);
      transitions.push({
        event: t.event, from, to: t.to, userTypes, comment: t.comment ?? 'none', attachment: t.attachment ?? 'none', otp: t.otp ?? false,
        ...(t.guard ? { guard: t.guard } : {}), ...(t.after !== undefined && ms !== undefined ? { after: { duration: t.after, ms } } : {}),
        sets: t.sets ?? {}, notify,
      });
      written.push(t.roles ?? []);
    }
  }
  const editable: WorkflowDefinition['editable'] = {};
  for (const [state, byRole] of Object.entries(raw.editable ?? {})) {
    known(state, 'editable');
    editable[state] = {};
    for (const [role, fields] of Object.entries(byRole)) {
      for (const field of fields) if (entity && !entity.properties?.[field]) add(`editable ${state}.${role}: entity ${raw.entity} has no field ${field}`);
      for (const type of expand(role, `editable ${state}`)) editable[state][type] = [...new Set([...(editable[state][type] ?? []), ...fields])];
    }
  }
  for (const [role, list] of Object.entries(raw.filters ?? {})) {
    expand(role, `filters ${role}`);
    list.forEach((s) => known(s, `filters ${role}`));
  }
  for (const [view, v] of Object.entries(raw.views ?? {})) (v.states ?? []).forEach((s) => known(s, `views ${view}`));
  for (const group of [raw.views, raw.kinds, raw.flags]) for (const item of Object.values(group ?? {})) labels.push(item.label);
  for (const key of new Set(labels)) keys.forEach((set, i) => set.has(key) || add(`locale key ${key} is missing in locales/${LANGUAGES[i]}`));
  return {
    file, written, workflow: name, entity: raw.entity, field: raw.field, initial: raw.initial,
    states: states.map(([state, s]) => ({ name: state, code: s.code, label: s.label, final: s.final ?? false, ...(s.holder ? { holder: s.holder } : {}) })),
    transitions, editable, filters: raw.filters ?? {},
  };
}
