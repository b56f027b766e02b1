/**
 * The shapes codegen emits into `generated/` and both runtimes read.
 * Change a shape here and in `codegen/formats/` together; the golden tests catch drift.
 */

/** A JSON Schema object as written in `spec/entities` (draft 2020-12 subset). */
export type JsonSchema = {
  $id?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  uniqueItems?: boolean;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  /** Locale keys of enum labels, one per `enum` value. */
  'x-enum-labels'?: string[];
  /** The property holds uploaded files: ids on write, file objects on read. */
  'x-files'?: FileFieldRule;
  /** A list of identity codes shown by their labels: `permissions` (`local_entity_3` → 'Local Entity 3') or `menus`. */
  'x-labels'?: 'permissions' | 'menus' | 'countries' | 'continents';
  /** Database table holding the entity's records. */
  /** An amount's currency: shown with its decimals (KWD three, USD two). */
  'x-currency'?: 'KWD' | 'USD';
  'x-table'?: string;
  /**
   * The field holds the id of a record of this entity (`diplomatic-mission`): the server refuses an
   * id that does not exist and adds `<field>_name`; forms pick it by name, pages show the name.
   */
  'x-reference'?: string;
  /** How people name a record of the entity: a template of its fields (`{name}`, `{first_name} {last_name}`). */
  'x-title'?: string | { ar: string; en: string };
  [key: string]: unknown;
};

/** What an upload field accepts; checked by content on the server. */
export type FileFieldRule = {
  /** Content kinds accepted: `pdf` (documents) or `jpeg` (photos). */
  accept: Array<'pdf' | 'jpeg'>;
  /** operationId of the upload endpoint. */
  upload: string;
  /** operationId of the download endpoint (path parameter `id`). */
  download: string;
  maxFiles?: number;
};

/** One API operation, from the bundled OpenAPI document. */
export type OperationDescriptor = {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Path under `/api/v1`, exactly as in the product spec (trailing slash kept). */
  path: string;
  module: string;
  /** Generic handler, when the operation is plain CRUD on an entity. */
  resource?: { entity: string; action: 'list' | 'get' | 'create' | 'update' | 'delete' };
  /** Operation needs no session (login, health). */
  public: boolean;
};

/**
 * The names a descriptor gives an API operation and a portal route: plain strings as codegen reads
 * them from the spec; generated/screens narrows them to the API's `OperationId` and the portal's
 * `RouteName` (`ScreenNames` of generated/screens/routes.ts), so a call or a link by a name that
 * does not exist fails typecheck.
 */
export type SpecNames = { operation: string; route: string };

/** A menu entry of the left menu. */
export type MenuEntry<N extends SpecNames = SpecNames> = {
  key: string;
  label: string;
  route: N['route'];
  params?: Record<string, string>;
  icon?: string;
  order: number;
  /** Menu permission that shows the entry; absent means always shown. */
  permission?: string;
  /** An operation the user type must be granted (spec/access/rules) for the entry to show. */
  operation?: N['operation'];
  /** Per user type, the route (and params) the entry opens instead of `route`. */
  targets?: Record<string, { route: N['route']; params?: Record<string, string> }>;
};

/**
 * A total on the overview and dashboard (`figures:` of spec/screens): the `count` of a list
 * operation, or the number `field` of a statistics answer, linking to the list it counts.
 */
export type Figure<N extends SpecNames = SpecNames> = {
  key: string;
  /** Locale key of the card's label. */
  label: string;
  operation: N['operation'];
  field?: string;
  query?: Record<string, string>;
  route?: N['route'];
  params?: Record<string, string>;
  order: number;
};

/** A route under `/portal/`. */
export type RouteDescriptor<N extends SpecNames = SpecNames> = {
  name: N['route'];
  module: string;
  /** react-router path, e.g. `references/:status`. */
  path: string;
  title: string;
  guard: 'guest' | 'auth' | 'public';
  screen?: string;
  /** A bespoke page, `module/file` under `src/portal/modules`. */
  component?: string;
  redirect?: { route: N['route']; params?: Record<string, string> };
  /** Menu entry highlighted while this route is open. */
  menu?: string;
};

export type ColumnFormat = 'text' | 'date' | 'datetime' | 'number' | 'yesNo' | 'enum' | 'list';

export type ListColumn<N extends SpecNames = SpecNames> = {
  field: string;
  label: string;
  format: ColumnFormat;
  sortable: boolean;
  /** Route to open when the cell is clicked; `:id` is taken from the row. */
  link?: N['route'];
};

export type ListFilter<N extends SpecNames = SpecNames> = {
  param: string;
  label: string;
  kind: 'text' | 'select' | 'date';
  /** A select's fixed choices (labels are locale keys). */
  options?: Array<{ value: string; label: string }>;
  /**
   * A select's choices from a lookup operation (data, such as user groups): each row of its answer
   * (an array, or a page's `results`) gives `value` and `label`, the label already in the caller's language.
   */
  optionsFrom?: { operation: N['operation']; value: string; label: string };
};

export type ListTab = { key: string; label: string; query: Record<string, string> };

export type ScreenAction<N extends SpecNames = SpecNames> = {
  key: string;
  label: string;
  route: N['route'];
  params?: Record<string, string>;
  /** Shown only when the caller may call this operation. */
  operation: N['operation'];
  appearance?: 'primary' | 'secondary';
  /**
   * A workflow event of the screen's entity: the action shows only while the workflow offers that
   * event to the user on the record, and the action bar leaves the event to this action.
   */
  event?: string;
};

export type ListScreen<N extends SpecNames = SpecNames> = {
  kind: 'list';
  name: string;
  module: string;
  title: string;
  entity: string;
  operation: N['operation'];
  paging: 'page' | 'offset';
  pageSize: number;
  tabs: ListTab[];
  /** Route param that selects the tab. */
  tabParam?: string;
  /** Tabs of the workflow's states follow `tabs` (codegen adds them); each caller sees its own status list's, in its order. */
  statusTabs?: true;
  columns: ListColumn<N>[];
  filters: ListFilter<N>[];
  actions: ScreenAction<N>[];
  defaultOrdering?: string;
  /** API query parameter → route parameter (`{ foreign_entity: 'id' }`): the list of one parent record. */
  routeQuery?: Record<string, string>;
  /** The operation that returns the list as a PDF (`x-export` naming this screen on another operation). */
  pdfExport?: N['operation'];
  /** Work on the ticked rows at once (a helpdesk's bulk close, priority, queue, assignee). */
  bulk?: ListBulk<N>;
};

/** A list's bulk actions: each sends `{ ids, ...values, ...asked, comment? }` to `operation`. */
export type ListBulk<N extends SpecNames = SpecNames> = { operation: N['operation']; actions: BulkAction[] };
export type BulkAction = {
  key: string;
  /** Locale key of the button and its dialog's title. */
  label: string;
  values?: Record<string, string | number | boolean>;
  /** Fields of the list's entity the dialog asks for (all required): a select of enum labels, of a reference's records, or of `lookup`. */
  asks?: Array<{ field: string; lookup?: string }>;
  comment?: 'none' | 'optional' | 'required';
};

/** A group of fields under a heading (`title`, a locale key) and, on forms, an optional line under it (`subtitle`). */
export type FormSection = { key: string; title: string; subtitle?: string; fields: string[] };
export type FormStep = { key: string; title: string; sections: FormSection[] };
/** A task spanning several screens, shown as numbered steps above each: every step's title (locale keys) and the step this screen is (1-based). */
export type ScreenJourney = { steps: string[]; at: number };

export type FormScreen<N extends SpecNames = SpecNames> = {
  kind: 'form';
  name: string;
  module: string;
  title: string;
  entity: string;
  operation: N['operation'];
  /** Operation that loads the record being edited, for edit forms. */
  load?: N['operation'];
  /** Body field → route parameter sent with the form (`{ foreign_entity: 'id' }`). */
  fromRoute?: Record<string, string>;
  /** Body fields the form always sends, not shown (`{ type: 'embassy' }`). */
  values?: Record<string, string>;
  /** The record the form acts on, named under the title: loaded by `operation` with the route params, named by `text` (a locale key taking its fields). */
  subject?: { operation: N['operation']; text: string };
  steps: FormStep[];
  /** The task this form is the first steps of (its own steps, from `at` on). */
  journey?: ScreenJourney;
  /** field → theme widget name. */
  widgets: Record<string, string>;
  /** field → the widget's `ui:options` (e.g. `{ dependsOn: 'province' }`); absent when no widget has any. */
  widgetOptions?: Record<string, Record<string, unknown>>;
  help: Record<string, string>;
  /** Where the form goes after saving; absent: it stays and says it saved (a form inside a panel or a page). */
  /** Where the form goes after saving: a route, its params and query parameters naming fields of the saved record. */
  onSuccess?: { route: N['route']; params?: Record<string, string>; query?: Record<string, string> };
  /** Locale key of the message after saving in place (a form without `onSuccess`). */
  saved?: string;
  /** The body property the values go under (`entity` of saveEntityForm): the form is a part of a bigger save. */
  body?: string;
};

export type DetailScreen<N extends SpecNames = SpecNames> = {
  kind: 'detail';
  name: string;
  module: string;
  title: string;
  entity: string;
  operation: N['operation'];
  sections: FormSection[];
  actions: ScreenAction<N>[];
  /** Shown under the sections: a list or form screen of the module bound to the record, or a bespoke component. */
  panels?: DetailPanel<N>[];
  /** Where to go after a workflow action; `params` name fields of the record in its new state. */
  afterTransition?: { route: N['route']; params?: Record<string, string> };
  /** A print view: the sections and the history under the heading, a Print button, no actions, steps or panels. */
  print?: true;
  /** The task this page is a step of. */
  journey?: ScreenJourney;
};

/**
 * A panel of a detail screen: a bespoke component (`module/component` under src/portal/modules),
 * or a list or form screen (its descriptor, copied in by codegen) whose params name record fields.
 */
export type DetailPanel<N extends SpecNames = SpecNames> = string | { list: ListScreen<N> } | { form: FormScreen<N> };

/** What a detail screen gives each of its panels. */
export type PanelProps = {
  /** The record as the screen loaded it. */
  record: Record<string, unknown>;
  /** Loads the record again (after a panel changed it). */
  reload: () => void;
  userType?: string;
  /** The user's FT department: which holder of a shared user type they play (spec/workflows `departments`). */
  ftDepartment?: string | null;
};

/** A way on from a notice: a route, its literal `params` and the params taken from the address's `query`. */
export type NoticeAction<N extends SpecNames = SpecNames> = {
  label: string;
  route: N['route'];
  params?: Record<string, string>;
  query?: Record<string, string>;
  appearance?: 'primary' | 'secondary';
};

/** A confirmation page (`kind: notice`): heading, one message, the ways on. */
export type NoticeScreen<N extends SpecNames = SpecNames> = {
  kind: 'notice';
  name: string;
  module: string;
  title: string;
  text: string;
  /** The query parameter whose number the text takes as `{{count}}`. */
  count?: string;
  /** The text when that number is 0. */
  empty?: string;
  actions: NoticeAction<N>[];
  /** `public` when a public route shows it (no account: the frame with the language switch only). */
  frame: 'portal' | 'public';
};

export type ScreenDescriptor<N extends SpecNames = SpecNames> = ListScreen<N> | FormScreen<N> | DetailScreen<N> | NoticeScreen<N>;

/** Record scopes an access rule can grant; see spec/access/scopes.yaml. */
export type ScopeCondition =
  | { field: string; equals: string | number | boolean }
  /** The record's field holds one of the values. */
  | { field: string; in: Array<string | number | boolean> }
  | { field: string; contains: 'user.type' | 'user.id' }
  | { field: string; is: 'user.id' }
  /** The record's field equals n of one of the caller's entity-bound permissions `name_{n}`. */
  | { field: string; bound: string[] }
  /** The record's field is one of the values of `within.field` (an array) of the records those permissions bind the caller to. */
  | { field: string; within: { bound: string[]; field: string } }
  /** The caller is on the record's people list `table` (user_id or e-mail, keyed by `key`) with the boolean `right`. */
  | { field: string; listed: { table: string; key: string; right: string } }
  /** Any one of the conditions holds. */
  | { either: ScopeCondition[] };

export type ScopeDescriptor = { name: string; conditions: ScopeCondition[] };

/** Who may call an operation, and which records each user type reaches. */
export type AccessRule = {
  operationId: string;
  /** user type → scope name; user types not listed are denied. */
  grants: Record<string, string>;
  /** Fields a grantee may read but not change. */
  readOnlyFields?: Record<string, string[]>;
};
