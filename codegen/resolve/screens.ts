import type {
  ColumnFormat,
  Figure,
  FormStep,
  JsonSchema,
  ListBulk,
  ListFilter,
  MenuEntry,
  NoticeScreen,
  OperationDescriptor,
  RouteDescriptor,
  ScreenJourney,
  ScreenDescriptor,
} from '../../src/shared/spec-model.ts';
import type { SpecProject } from '../load-spec.ts';
import type { Problems } from '../problems.ts';
import type { KeyPath, SpecLines } from '../spec-lines.ts';
import type { ResolvedEntity } from './entities.ts';
import { resolveWidgets } from './screen-widgets.ts';

export type ResolvedScreens = {
  routes: RouteDescriptor[];
  menu: MenuEntry[];
  /** Overview and dashboard totals, by `order`. */
  figures: Array<Figure & { module: string }>;
  /** module → its screens. */
  modules: Map<string, ScreenDescriptor[]>;
};

/** The column format a property's schema implies. */
export function formatOf(schema: JsonSchema | undefined): ColumnFormat {
  if (!schema) return 'text';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'date-time') return 'datetime';
  if (schema.enum) return 'enum';
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'boolean') return 'yesNo';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'array') return 'list';
  return 'text';
}

const str = (value: unknown) => value as string;

/**
 * Normalises spec/screens: fills labels and formats from entities and checks every name. Each problem
 * is `file:line: object: …`, the line that of the name refused; a list column naming no field is left
 * out of the list (its label would be refused again as a missing locale key: one mistake, one line).
 */
export function resolveScreens(
  project: SpecProject,
  entities: Map<string, ResolvedEntity>,
  operations: OperationDescriptor[],
  problems: Problems,
): ResolvedScreens {
  const operationIds = new Set(operations.map((o) => o.operationId));
  const userTypes = new Set((entities.get('user-type')?.schema.enum ?? []) as string[]);
  const routes: RouteDescriptor[] = [];
  const menu: MenuEntry[] = [];
  const figures: ResolvedScreens['figures'] = [];
  const modules = new Map<string, ScreenDescriptor[]>();
  const routeNames = new Set<string>();
  const screenNames = new Set<string>();
  // A form without `onSuccess` lives inside a page (EmbeddedForm), never on a route of its own.
  const formsWithoutOnSuccess = new Set<string>();
  for (const f of project.screens) {
    for (const name of Object.keys(f.data.routes ?? {})) routeNames.add(name);
    for (const [name, raw] of Object.entries(f.data.screens ?? {})) {
      screenNames.add(name);
      if (raw.kind === 'form' && !raw.onSuccess) formsWithoutOnSuccess.add(name);
    }
  }
  const seenPaths = new Map<string, string>();
  const { lines } = project;
  for (const f of project.screens) {
    const module = f.data.module;
    // `file:line` of `path`, or of the first `value` under it (under `key`, when given).
    const at = (path: KeyPath, value?: string, key?: string) => (value === undefined ? lines.at(f.file, path) : lines.atValue(f.file, path, value, key));
    if (module !== f.name) problems.add(at(['module']), `module "${module}" must match the file name "${f.name}"`);
    const checkRoute = (name: string, where: string, place: KeyPath, key = 'route') => {
      if (!routeNames.has(name)) problems.add(at(place, name, key), `${where}: unknown route ${name}`);
    };
    const checkOperation = (id: string, where: string, place: KeyPath, key = 'operation') => {
      if (!operationIds.has(id)) problems.add(at(place, id, key), `${where}: unknown operation ${id}`);
    };
    for (const [name, raw] of Object.entries(f.data.routes ?? {})) {
      const path = str(raw.path).replace(/\{([a-z_]+)\}/g, ':$1');
      const shape = path.replace(/:[a-z_]+/g, ':param');
      const clash = seenPaths.get(shape);
      if (clash) problems.add(at(['routes', name]), `route ${name}: duplicate route, path /${str(raw.path)} is also route ${clash}`);
      seenPaths.set(shape, name);
      if (raw.screen && !screenNames.has(str(raw.screen))) problems.add(at(['routes', name, 'screen']), `route ${name}: unknown screen ${str(raw.screen)}`);
      if (raw.screen && formsWithoutOnSuccess.has(str(raw.screen))) problems.add(at(['routes', name, 'screen']), `route ${name}: form ${str(raw.screen)} has no onSuccess (where a page goes after saving)`);
      const redirect = raw.redirect as RouteDescriptor['redirect'];
      if (redirect) checkRoute(redirect.route, `route ${name}`, ['routes', name, 'redirect']);
      routes.push({
        name,
        module,
        path,
        title: str(raw.title ?? 'common.ministry_short'),
        guard: (raw.guard as RouteDescriptor['guard']) ?? 'auth',
        ...(raw.screen ? { screen: str(raw.screen) } : {}),
        ...(raw.component ? { component: str(raw.component) } : {}),
        ...(redirect ? { redirect } : {}),
        ...(raw.menu ? { menu: str(raw.menu) } : {}),
      });
    }
    for (const [index, raw] of (f.data.menu ?? []).entries()) {
      const entry = raw as unknown as MenuEntry;
      checkRoute(entry.route, `menu ${entry.key}`, ['menu', index]);
      if (entry.operation) checkOperation(entry.operation, `menu ${entry.key}`, ['menu', index]);
      for (const [userType, target] of Object.entries(entry.targets ?? {})) {
        if (!userTypes.has(userType)) problems.add(at(['menu', index, 'targets', userType]), `menu ${entry.key}: target for unknown user type ${userType}`);
        checkRoute(target.route, `menu ${entry.key}, target of ${userType}`, ['menu', index, 'targets', userType]);
      }
      menu.push(entry);
    }
    for (const [index, raw] of (f.data.figures ?? []).entries()) {
      const figure = raw as unknown as Figure;
      const where = `figure ${figure.key}`;
      if (figures.some((other) => other.key === figure.key)) problems.add(at(['figures', index, 'key']), `${where}: duplicate figure key`);
      checkOperation(figure.operation, where, ['figures', index]);
      if (figure.route) checkRoute(figure.route, where, ['figures', index]);
      figures.push({ ...figure, module });
    }
    const screens: ScreenDescriptor[] = [];
    for (const [name, raw] of Object.entries(f.data.screens ?? {})) {
      const where = `screen ${name}`;
      const place: KeyPath = ['screens', name];
      if (raw.kind === 'notice') {
        const actions = (raw.actions ?? []) as NoticeScreen['actions'];
        for (const action of actions) checkRoute(action.route, where, [...place, 'actions']);
        // The frame is the route's: a notice a public route shows is seen without an account.
        const routed = Object.values(project.screens).flatMap((file) => Object.values(file.data.routes ?? {})).filter((route) => route.screen === name);
        const frame = routed.length > 0 && routed.every((route) => route.guard === 'public') ? 'public' : 'portal';
        screens.push({
          kind: 'notice', name, module, title: str(raw.title), text: str(raw.text),
          ...(raw.count ? { count: str(raw.count) } : {}),
          ...(raw.empty ? { empty: str(raw.empty) } : {}),
          actions, frame,
        });
        continue;
      }
      const entity = entities.get(str(raw.entity));
      if (!entity) {
        problems.add(at([...place, 'entity']), `${where}: unknown entity ${str(raw.entity)} — name a file of spec/entities`);
        continue;
      }
      checkOperation(str(raw.operation), where, place);
      const properties = entity.schema.properties ?? {};
      // `key`: what names the field where it is written (`field: x` of a column, `fields: [x]` of a section).
      const field = (fieldName: string, key: string) => {
        const property = properties[fieldName];
        if (!property) problems.add(at(place, fieldName, key), `${where}: entity ${entity.name} has no field ${fieldName} — name a property of ${entity.file}`);
        return property;
      };
      for (const action of (raw.actions ?? []) as Array<Record<string, unknown>>) {
        checkRoute(str(action.route), where, [...place, 'actions']);
        checkOperation(str(action.operation), where, [...place, 'actions']);
      }
      const base = { name, module, title: str(raw.title), entity: entity.name, operation: str(raw.operation) };
      if (raw.kind === 'list') {
        const columns = (raw.columns as Array<Record<string, unknown>>).flatMap((column) => {
          const property = field(str(column.field), 'field');
          if (column.link) checkRoute(str(column.link), where, [...place, 'columns'], 'link');
          if (!property) return [];
          return {
            field: str(column.field),
            label: str(column.label ?? property.title ?? column.field),
            format: (column.format as ColumnFormat) ?? formatOf(property),
            sortable: (column.sortable as boolean | undefined) ?? formatOf(property) !== 'list',
            ...(column.link ? { link: str(column.link) } : {}),
          };
        });
        const filters = (raw.filters ?? []) as ListFilter[];
        for (const filter of filters) {
          if (filter.optionsFrom) checkOperation(filter.optionsFrom.operation, `${where} filter ${filter.param}`, [...place, 'filters']);
          if (filter.kind === 'select' && !filter.options === !filter.optionsFrom) problems.add(at([...place, 'filters'], filter.param, 'param'), `${where} filter ${filter.param}: a select needs options or optionsFrom (one of them)`);
        }
        const bulk = raw.bulk as ListBulk | undefined;
        if (bulk) {
          checkOperation(bulk.operation, `${where} bulk`, [...place, 'bulk']);
          for (const action of bulk.actions) for (const ask of action.asks ?? []) field(ask.field, 'field');
        }
        screens.push({
          ...base,
          kind: 'list',
          paging: (raw.paging as 'page' | 'offset') ?? 'page',
          pageSize: (raw.pageSize as number) ?? 10,
          tabs: (raw.tabs ?? []) as never,
          ...(raw.tabParam ? { tabParam: str(raw.tabParam) } : {}),
          ...(raw.statusTabs ? { statusTabs: true } : {}),
          columns,
          filters,
          actions: (raw.actions ?? []) as never,
          ...(raw.defaultOrdering ? { defaultOrdering: str(raw.defaultOrdering) } : {}),
          ...(raw.routeQuery ? { routeQuery: raw.routeQuery as Record<string, string> } : {}),
          ...(bulk ? { bulk } : {}),
        });
      } else if (raw.kind === 'form') {
        const steps = (raw.steps ?? [{ key: 'main', title: raw.title, sections: raw.sections }]) as Array<{
          key: string;
          title: string;
          sections: Array<{ key: string; title: string; subtitle?: string; fields: string[] }>;
        }>;
        for (const step of steps) for (const section of step.sections) section.fields.forEach((name) => field(name, 'fields'));
        const formFields = new Set(steps.flatMap((step) => step.sections.flatMap((section) => section.fields)));
        const { widgets, widgetOptions } = resolveWidgets(raw.widgets, formFields, (problem, name) => problems.add(at([...place, 'widgets', name]), `${where}: ${problem}`));
        if (raw.load) checkOperation(str(raw.load), where, place, 'load');
        const subject = raw.subject as { operation: string; text: string } | undefined;
        if (subject) checkOperation(subject.operation, where, [...place, 'subject']);
        const onSuccess = raw.onSuccess as { route: string; params?: Record<string, string> } | undefined;
        if (onSuccess) checkRoute(onSuccess.route, where, [...place, 'onSuccess']);
        else if (!raw.saved) problems.add(at(place), `${where}: a form without onSuccess stays after saving: name its message (saved)`);
        const journey = checkJourney(raw.journey as ScreenJourney | undefined, steps, (problem) => problems.add(at([...place, 'journey']), `${where}: ${problem}`));
        screens.push({
          ...base,
          kind: 'form',
          ...(raw.load ? { load: str(raw.load) } : {}),
          ...(raw.fromRoute ? { fromRoute: raw.fromRoute as Record<string, string> } : {}),
          ...(raw.values ? { values: raw.values as Record<string, string> } : {}),
          ...(subject ? { subject } : {}),
          steps,
          ...(journey ? { journey } : {}),
          widgets,
          ...(Object.keys(widgetOptions).length ? { widgetOptions } : {}),
          help: (raw.help ?? {}) as Record<string, string>,
          ...(onSuccess ? { onSuccess } : {}),
          ...(raw.saved ? { saved: str(raw.saved) } : {}),
          ...(raw.body ? { body: str(raw.body) } : {}),
        });
      } else {
        const sections = raw.sections as Array<{ key: string; title: string; fields: string[] }>;
        for (const section of sections) section.fields.forEach((name) => field(name, 'fields'));
        const afterTransition = raw.afterTransition as { route: string; params?: Record<string, string> } | undefined;
        if (afterTransition) checkRoute(afterTransition.route, where, [...place, 'afterTransition']);
        const journey = checkJourney(raw.journey as ScreenJourney | undefined, [], (problem) => problems.add(at([...place, 'journey']), `${where}: ${problem}`));
        screens.push({
          ...base,
          kind: 'detail',
          sections,
          actions: (raw.actions ?? []) as never,
          ...(raw.panels ? { panels: raw.panels as never } : {}),
          ...(afterTransition ? { afterTransition } : {}),
          ...(raw.print === true ? { print: true } : {}),
          ...(journey ? { journey } : {}),
        });
      }
    }
    modules.set(module, screens);
  }
  for (const route of routes) {
    if (route.menu && !menu.some((entry) => entry.key === route.menu)) {
      problems.add(lines.at(`spec/screens/${route.module}.yaml`, ['routes', route.name, 'menu']), `route ${route.name}: unknown menu entry ${route.menu}`);
    }
  }
  linkPanels(modules, lines, problems);
  return { routes, menu: menu.sort((a, b) => a.order - b.order), figures: figures.sort((a, b) => a.order - b.order), modules };
}

/**
 * A screen's place in a task of several screens: `at` must be one of its steps, and a form with
 * steps of its own takes the journey's steps from `at` on, with the same titles (one list, shown alike).
 */
function checkJourney(journey: ScreenJourney | undefined, ownSteps: FormStep[], problem: (text: string) => void): ScreenJourney | undefined {
  if (!journey) return undefined;
  const own = ownSteps.length > 1 ? ownSteps : [];
  const last = journey.at + Math.max(own.length, 1) - 1;
  if (last > journey.steps.length) problem(`journey: step ${last} is past its ${journey.steps.length} steps`);
  own.forEach((step, i) => {
    const expected = journey.steps[journey.at - 1 + i];
    if (expected !== undefined && expected !== step.title) problem(`journey: step ${journey.at + i} is ${expected}, but the form's step ${step.key} is titled ${step.title}`);
  });
  return journey;
}

/**
 * A detail screen's `{ list: name }` and `{ form: name }` panels get the named screen's descriptor,
 * of any module (a Kuwaiti entity's page lists its fund transfers, a screen of the fund-transfer module).
 */
function linkPanels(modules: Map<string, ScreenDescriptor[]>, lines: SpecLines, problems: Problems): void {
  const byName = new Map([...modules.values()].flat().map((screen) => [screen.name, screen]));
  for (const [module, screens] of modules) {
    for (const screen of screens) {
      if (screen.kind !== 'detail' || !screen.panels) continue;
      screen.panels = screen.panels.map((panel) => {
        if (typeof panel === 'string') return panel;
        const [kind, name] = 'list' in panel ? ['list', panel.list as unknown as string] : ['form', panel.form as unknown as string];
        const target = byName.get(name);
        const at = () => lines.atValue(`spec/screens/${module}.yaml`, ['screens', screen.name, 'panels'], name, kind);
        if (target?.kind !== kind) {
          problems.add(at(), `screen ${screen.name}: panel ${kind} ${name} is not a ${kind} screen`);
          return panel;
        }
        if (target.kind === 'form' && target.onSuccess) problems.add(at(), `screen ${screen.name}: panel form ${name} has onSuccess; a form in a panel stays`);
        return kind === 'list' ? { list: target } : { form: target };
      }) as never;
    }
  }
}
