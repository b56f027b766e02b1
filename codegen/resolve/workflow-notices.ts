import type { BundledApi } from './openapi.ts';
import type { ResolvedEntity } from './entities.ts';
import type { Problems } from '../problems.ts';
import type { ResolvedScreens } from './screens.ts';
import type { ResolvedWorkflows } from './workflows.ts';

/**
 * `notifications:` of a workflow: a type of spec/entities/notification-type.schema.json, and a route
 * whose path takes the record's `:id` and opens a detail screen (or a bespoke page) of the workflow's
 * entity. A bound workflow (its entity has a table) that notifies anyone must say both (its steps write notifications).
 */
export function checkWorkflowNotices(workflows: ResolvedWorkflows, screens: ResolvedScreens, entities: Map<string, ResolvedEntity>, problems: Problems): void {
  const types = (entities.get('notification-type')?.schema.enum ?? []).map(String);
  const screensByName = new Map([...screens.modules.values()].flat().map((s) => [s.name, s]));
  for (const workflow of workflows.workflows) {
    const add = (problem: string) => problems.add(workflow.file, problem);
    const notifies = workflow.transitions.some((t) => t.notify.length > 0);
    const notices = workflow.notifications;
    if (!notices) {
      // A workflow whose entity has no table yet takes no step, so it tells nobody yet.
      const bound = Boolean(entities.get(workflow.entity)?.schema['x-table']);
      if (notifies && bound) add('transitions notify: name the notifications\' type and page (notifications: { type, page })');
      continue;
    }
    if (!types.includes(notices.type)) add(`notifications: type ${notices.type} is not one of ${types.join(', ')} (spec/entities/notification-type.schema.json)`);
    const route = screens.routes.find((r) => r.name === notices.page);
    if (!route) {
      add(`notifications: unknown route ${notices.page}`);
      continue;
    }
    if (!/:id(\/|$)/.test(route.path)) add(`notifications: route ${notices.page} has no :id in its path`);
    const screen = route.screen ? screensByName.get(route.screen) : undefined;
    if (screen && (screen.kind !== 'detail' || screen.entity !== workflow.entity)) add(`notifications: route ${notices.page} does not open a detail screen of ${workflow.entity}`);
  }
}

/**
 * `warnings:` of a workflow: each a GET operation on one record (`{id}` in its path) whose 200 answer
 * has the integer property `count` names. The transitions' `warn` lists are checked with the workflow.
 */
export function checkWorkflowWarnings(workflows: ResolvedWorkflows, api: BundledApi, problems: Problems): void {
  for (const workflow of workflows.workflows) {
    for (const [name, warning] of Object.entries(workflow.warnings ?? {})) {
      const add = (problem: string) => problems.add(workflow.file, `warnings ${name}: ${problem}`);
      const operation = api.operations.find((o) => o.operationId === warning.operation);
      if (!operation) {
        add(`unknown operation ${warning.operation}`);
        continue;
      }
      if (operation.method !== 'get' || !operation.path.includes('{id}')) add(`${warning.operation} must be a GET on one record ({id} in its path)`);
      const answer = api.schemas[warning.operation]?.responses['200'] as { properties?: Record<string, { type?: unknown }> } | undefined;
      if (answer?.properties?.[warning.count]?.type !== 'integer') add(`${warning.operation} answers no integer ${warning.count}`);
    }
  }
}
