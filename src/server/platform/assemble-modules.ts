/**
 * Puts the modules' definitions together with the platform's generic handlers (files of `x-files`
 * fields, workflow events) into what the router, the workflow engine and the forms read. Two
 * modules claiming the same operation, check, effect or form is a startup problem, not a silent
 * override.
 */
import { fileHandlers } from './files/file-handlers.ts';
import type { RecordForm } from './forms/record-forms.ts';
import { routable, type HandlerMap } from './handler.ts';
import type { ServerModule } from './module.ts';
import { mergeHookMaps, type ResourceHookMap } from './resources/resource-hooks.ts';
import type { TransitionHooks } from './workflow/transition-hooks.ts';
import { workflowHandlers, workflowResourceHooks } from './workflow/workflow-handlers.ts';

export type AssembledModules = {
  /** Every handler by operationId: the platform's, then the modules'. */
  handlers: HandlerMap;
  resourceHooks: ResourceHookMap;
  transitionHooks: TransitionHooks;
  recordForms: ReadonlyMap<string, RecordForm>;
  /** One line per name two modules both claim. */
  problems: string[];
};

/** Copies `entries` into `into`, noting each key another module already claimed. */
function claim<T>(into: Record<string, T>, owners: Map<string, string>, entries: Record<string, T> | undefined, module: string, what: string, problems: string[]): void {
  for (const [key, value] of Object.entries(entries ?? {})) {
    const owner = owners.get(`${what} ${key}`);
    if (owner) problems.push(`${what} ${key}: claimed by modules ${owner} and ${module}`);
    owners.set(`${what} ${key}`, module);
    into[key] = value;
  }
}

export function assembleModules(modules: readonly ServerModule[]): AssembledModules {
  const problems: string[] = [];
  const owners = new Map<string, string>();
  const bespoke: HandlerMap = {};
  const transitionHooks: Required<TransitionHooks> = { checks: {}, effects: {}, facts: {} };
  const recordForms: Record<string, RecordForm> = {};
  for (const module of modules) {
    claim(bespoke, owners, module.handlers && routable(module.handlers), module.name, 'operation', problems);
    claim(transitionHooks.checks, owners, module.transitionHooks?.checks, module.name, 'check', problems);
    claim(transitionHooks.effects, owners, module.transitionHooks?.effects, module.name, 'effect', problems);
    claim(transitionHooks.facts, owners, module.transitionHooks?.facts, module.name, 'facts of workflow', problems);
    claim(recordForms, owners, module.recordForms, module.name, 'form', problems);
  }
  return {
    // A module's handler for an `x-files` download replaces the generic one.
    handlers: { ...fileHandlers(), ...workflowHandlers(), ...bespoke },
    resourceHooks: mergeHookMaps(workflowResourceHooks(), ...modules.map((module) => module.resourceHooks ?? {})),
    transitionHooks,
    recordForms: new Map(Object.entries(recordForms)),
    problems,
  };
}
