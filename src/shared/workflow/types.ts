/** Shapes of the workflow tables codegen emits into generated/workflows and both runtimes read. */

/** none | optional | required, for a transition's comment or attachment. */
export type Requirement = 'none' | 'optional' | 'required';

/** One state of a workflow: its name, the code stored in the record and its locale label. */
export type WorkflowState = {
  name: string;
  code: string | number;
  label: string;
  final: boolean;
  /** Who holds a record in this state (whose move it is): user types, or `owner` (the record's creator). */
  heldBy?: string[];
};

/** One transition edge (an event from one state); a spec transition with several `from` gives several. */
export type WorkflowTransition = {
  event: string;
  from: string;
  to: string;
  /** User types allowed (roles, groups and holders expanded); empty for timed transitions. */
  userTypes: string[];
  comment: Requirement;
  attachment: Requirement;
  otp: boolean;
  /** Named conditions (src/shared/workflow/guards.ts) that must all hold besides the role. */
  guards?: string[];
  /**
   * Timed transition: ISO 8601 duration and the same in milliseconds, counted from the time in the
   * state, or from the start (Kuwait time) of the record's date field `since` when it has one.
   */
  after?: { duration: string; ms: number; since?: string };
  /** Flags the transition sets or clears on the record. */
  sets: Record<string, boolean>;
  /** User types (or `owner`) told through the outbox. */
  notify: string[];
  /** Server-side preconditions by name; a failing one refuses the step. */
  checks: string[];
  /** Server-side effects by name, run in the step's transaction. */
  effects: string[];
  /** The move of the from-state's holder (its roles name the holder): what the pending actions list offers. */
  held?: true;
  /** The workflow's warnings its dialog shows when they apply (open problems of the record). */
  warn?: string[];
  /** The user types that read the step's comment (an internal note); absent: whoever reads the history. */
  commentReaders?: string[];
};

/** A list view that is not a state of its own (foreign entity 5.1, 12, 13): the states and flags it shows. */
export type WorkflowView = { name: string; code: string | number; label: string; states: string[]; flags: Record<string, boolean> };

/** A resolved workflow: everything of spec/workflows/<name>.yaml with roles expanded. */
export type WorkflowDefinition = {
  workflow: string;
  entity: string;
  field: string;
  initial: string;
  states: WorkflowState[];
  transitions: WorkflowTransition[];
  /**
   * state → user type (or `type/department`, the holder that FT department plays) → fields it may edit
   * in that state; `*` is every state that is not final. Read it with `editableFields`.
   */
  editable: Record<string, Record<string, string[]>>;
  /** The `type/department` pairs that play a holder of their own (`departments:`): only their own entries apply to them. */
  departmentKeys: string[];
  /** Role, group or holder → states of its status filter, in order. */
  filters: Record<string, string[]>;
  /**
   * The states a caller may list (`filters`; absent: every state), by user type (every role it plays)
   * and by `type/department` (the holder its FT department plays): read it with `listableFor`.
   */
  listable: Record<string, string[]>;
  views: WorkflowView[];
  /** Where a transition's attachment goes: the entity's `x-files` field and its upload/download operations. */
  attachments?: { field: string; upload: string; download?: string; accept: Array<'pdf' | 'jpeg'> };
  /** The type of the notifications its steps leave (`bc fe ft tr sr`) and the route of the record's page they link to. */
  notifications?: { type: string; page: string };
  /**
   * Open problems a step's dialog warns of, by name: a GET operation on the record (`{id}`) that
   * answers a count at `count`; more than zero shows `message` (a locale key taking `{{count}}`).
   */
  warnings?: Record<string, { operation: string; count: string; message: string }>;
};

/** The machine's context: the record as stored (its `data` plus `created_by`). */
export type WorkflowContext = { record: Record<string, unknown> };

/** An event sent to a workflow machine: who sends it and what comes with it. */
export type WorkflowEvent = {
  type: string;
  /** The caller's user type, or `system` for timed transitions. */
  role: string;
  userId?: number;
  /** The caller's fund-transfer department (users' `ft_department`), for the department guards. */
  ftDepartment?: string | null;
  comment?: string;
  attachment?: number;
  otp?: string;
};

/** The role timed transitions are taken by. */
export const SYSTEM_ROLE = 'system';
