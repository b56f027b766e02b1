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
  /** Database table holding the entity's records. */
  'x-table'?: string;
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

/** A menu entry of the left menu. */
export type MenuEntry = {
  key: string;
  label: string;
  route: string;
  params?: Record<string, string>;
  icon?: string;
  order: number;
  /** Menu permission that shows the entry; absent means always shown. */
  permission?: string;
};

/** A route under `/portal/`. */
export type RouteDescriptor = {
  name: string;
  module: string;
  /** react-router path, e.g. `references/:status`. */
  path: string;
  title: string;
  guard: 'guest' | 'auth' | 'public';
  screen?: string;
  /** A bespoke page, `module/file` under `src/portal/modules`. */
  component?: string;
  redirect?: { route: string; params?: Record<string, string> };
  /** Menu entry highlighted while this route is open. */
  menu?: string;
};

export type ColumnFormat = 'text' | 'date' | 'datetime' | 'number' | 'yesNo' | 'enum' | 'list';

export type ListColumn = {
  field: string;
  label: string;
  format: ColumnFormat;
  sortable: boolean;
  /** Route to open when the cell is clicked; `:id` is taken from the row. */
  link?: string;
};

export type ListFilter = {
  param: string;
  label: string;
  kind: 'text' | 'select' | 'date';
  options?: Array<{ value: string; label: string }>;
};

export type ListTab = { key: string; label: string; query: Record<string, string> };

export type ScreenAction = {
  key: string;
  label: string;
  route: string;
  params?: Record<string, string>;
  /** Shown only when the caller may call this operation. */
  operation: string;
  appearance?: 'primary' | 'secondary';
};

export type ListScreen = {
  kind: 'list';
  name: string;
  module: string;
  title: string;
  entity: string;
  operation: string;
  paging: 'page' | 'offset';
  pageSize: number;
  tabs: ListTab[];
  /** Route param that selects the tab. */
  tabParam?: string;
  columns: ListColumn[];
  filters: ListFilter[];
  actions: ScreenAction[];
  defaultOrdering?: string;
};

export type FormSection = { key: string; title: string; fields: string[] };
export type FormStep = { key: string; title: string; sections: FormSection[] };

export type FormScreen = {
  kind: 'form';
  name: string;
  module: string;
  title: string;
  entity: string;
  operation: string;
  /** Operation that loads the record being edited, for edit forms. */
  load?: string;
  steps: FormStep[];
  widgets: Record<string, string>;
  help: Record<string, string>;
  onSuccess: { route: string; params?: Record<string, string> };
};

export type DetailScreen = {
  kind: 'detail';
  name: string;
  module: string;
  title: string;
  entity: string;
  operation: string;
  /** Property whose value heads the page. */
  heading: string;
  sections: FormSection[];
  actions: ScreenAction[];
};

export type ScreenDescriptor = ListScreen | FormScreen | DetailScreen;

/** Record scopes an access rule can grant; see spec/access/scopes.yaml. */
export type ScopeCondition =
  | { field: string; equals: string | number | boolean }
  | { field: string; contains: 'user.type' | 'user.id' }
  | { field: string; is: 'user.id' };

export type ScopeDescriptor = { name: string; conditions: ScopeCondition[] };

/** Who may call an operation, and which records each user type reaches. */
export type AccessRule = {
  operationId: string;
  /** user type → scope name; user types not listed are denied. */
  grants: Record<string, string>;
  /** Fields a grantee may read but not change. */
  readOnlyFields?: Record<string, string[]>;
};
