import type { RouteDescriptor, ScreenAction, ScreenDescriptor } from '../../src/shared/spec-model.ts';
import type { SpecProject } from '../load-spec.ts';
import type { Problems } from '../problems.ts';
import type { BundledApi } from './openapi.ts';
import type { ResolvedEntity } from './entities.ts';
import type { ResolvedScreens } from './screens.ts';

/** Route params (`:id`) of the routes that show `screen`. */
const paramsOfScreen = (routes: RouteDescriptor[], screen: string): Set<string>[] =>
  routes.filter((route) => route.screen === screen).map((route) => new Set([...route.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!)));

/** Events of the workflow of `entity`, read from spec/workflows (undefined: the entity has no workflow). */
function eventsOf(project: SpecProject, entity: string): Set<string> | undefined {
  const file = project.workflows.find((f) => f.data.entity === entity);
  if (!file) return undefined;
  return new Set(((file.data.transitions ?? []) as Array<{ event: string }>).map((t) => t.event));
}

/**
 * Checks what screens say about their routes, workflows and operations: action `event`s, form
 * `fromRoute`, list `routeQuery`, detail `afterTransition` params and `panels`. Each wrong name is
 * one problem naming the screen.
 */
export function checkScreenLinks(project: SpecProject, screens: ResolvedScreens, entities: Map<string, ResolvedEntity>, api: BundledApi, problems: Problems): void {
  checkFigures(screens, api, problems);
  for (const [module, list] of screens.modules) {
    const file = `spec/screens/${module}.yaml`;
    for (const screen of list) {
      const where = `screen ${screen.name}`;
      if (screen.kind === 'notice') continue; // its routes are checked with the screen
      const fields = entities.get(screen.entity)?.schema.properties ?? {};
      const routeParams = paramsOfScreen(screens.routes, screen.name);
      const needParam = (param: string, key: string) => {
        if (routeParams.some((params) => !params.has(param))) problems.add(file, `${where}: ${key} names route param ${param}, missing from a route of the screen`);
      };
      checkEvents(project, screen, (problem) => problems.add(file, `${where}: ${problem}`));
      if (screen.kind === 'form') {
        if (screen.body) checkBodyForm(screen, api, (problem) => problems.add(file, `${where}: ${problem}`));
        for (const [field, param] of Object.entries(screen.fromRoute ?? {})) {
          if (!fields[field]) problems.add(file, `${where}: fromRoute names ${field}, not a field of ${screen.entity}`);
          needParam(param, 'fromRoute');
        }
        // A value is written as text and sent typed as the field (the form runtime): '9' gives an integer 9.
        for (const [field, value] of Object.entries(screen.values ?? {})) {
          const allowed = fields[field]?.enum;
          if (!fields[field]) problems.add(file, `${where}: values names ${field}, not a field of ${screen.entity}`);
          else if (allowed && !allowed.some((option) => String(option) === value)) problems.add(file, `${where}: values gives ${field} ${value}, not one of ${allowed.join(', ')}`);
        }
      }
      if (screen.kind === 'list') {
        const query = (api.schemas[screen.operation]?.query as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
        for (const [name, param] of Object.entries(screen.routeQuery ?? {})) {
          if (!query[name]) problems.add(file, `${where}: routeQuery names ${name}, not a query parameter of ${screen.operation}`);
          needParam(param, 'routeQuery');
        }
      }
      if (screen.kind === 'detail') {
        for (const field of Object.values(screen.afterTransition?.params ?? {})) {
          if (!fields[field]) problems.add(file, `${where}: afterTransition names ${field}, not a field of ${screen.entity}`);
        }
        const seen = new Set<string>();
        for (const panel of screen.panels ?? []) {
          const name = typeof panel === 'string' ? panel : 'list' in panel ? panel.list.name : panel.form.name;
          if (seen.has(name)) problems.add(file, `${where}: panel ${name} is listed twice`);
          seen.add(name);
        }
      }
    }
  }
}

/** An action's `event` must be an event of the workflow of the screen's entity; lists have no record to decide on. */
function checkEvents(project: SpecProject, screen: Exclude<ScreenDescriptor, { kind: 'notice' }>, add: (problem: string) => void): void {
  const actions: ScreenAction[] = screen.kind === 'form' ? [] : screen.actions;
  for (const action of actions.filter((a) => a.event)) {
    if (screen.kind === 'list') {
      add(`action ${action.key}: event needs a record, only detail screens may use it`);
      continue;
    }
    const events = eventsOf(project, screen.entity);
    if (!events) add(`action ${action.key}: entity ${screen.entity} has no workflow for event ${action.event}`);
    else if (!events.has(action.event!)) add(`action ${action.key}: ${action.event} is not an event of the workflow of ${screen.entity}`);
  }
}

/** A figure's number is one of its operation's answer (a statistic's `field`, or a list's `count`). */
function checkFigures(screens: ResolvedScreens, api: BundledApi, problems: Problems): void {
  for (const figure of screens.figures) {
    const answer = api.schemas[figure.operation]?.responses['200'] as { properties?: Record<string, { type?: unknown }> } | undefined;
    if (!answer) continue; // an unknown operation is already a problem
    const name = figure.field ?? 'count';
    const type = answer.properties?.[name]?.type;
    if (type !== 'integer' && type !== 'number') {
      const what = figure.field ? `field ${figure.field}` : 'no field, so a list\'s count';
      problems.add(`spec/screens/${figure.module}.yaml`, `figure ${figure.key}: ${what}, but ${figure.operation} answers no number ${name}`);
    }
  }
}

/** A `body` form's fields are exactly the properties of that body property: what the form shows is what the operation takes. */
function checkBodyForm(screen: Extract<ScreenDescriptor, { kind: 'form' }>, api: BundledApi, problem: (text: string) => void): void {
  const body = api.schemas[screen.operation]?.body as { properties?: Record<string, { properties?: Record<string, unknown> }> } | undefined;
  const taken = body?.properties?.[screen.body!]?.properties;
  if (!taken) return problem(`body ${screen.body} is no object property of ${screen.operation}'s body`);
  const shown = new Set(screen.steps.flatMap((step) => step.sections.flatMap((section) => section.fields)));
  for (const field of shown) if (!(field in taken)) problem(`field ${field} is not taken by ${screen.operation} (body ${screen.body})`);
  for (const field of Object.keys(taken)) if (!shown.has(field)) problem(`${screen.operation} takes ${screen.body}.${field}, which the form does not show`);
}
