/** Names of what a notification or a pending action is about, from the workflows' own labels. */
import { workflows } from '../../../../generated/workflows/index.ts';
import type { RouteName } from '../../../../generated/screens/routes.ts';
import { pathOf } from '../../lib/route-paths.ts';
export { recordNumber } from '../../lib/record-name.ts';

const keyOf = (workflow: string) => workflow.replace(/-/g, '_');

/** `Fund transfer`, `Safe travel notification`… (notifications.workflows.<workflow>). */
export const workflowLabel = (workflow: string) => `notifications.workflows.${keyOf(workflow)}`;

/** The step's label (workflows.<workflow>.events.<event>). */
export const eventLabel = (workflow: string, event: string) => `workflows.${keyOf(workflow)}.events.${event}`;

/** The state's label, from the workflow definition. */
export const stateLabel = (workflow: string, state: string) => workflows[workflow]?.definition.states.find((s) => s.name === state)?.label ?? state;

/** The record's page (the workflow's notifications.page, whose path takes the record's id). */
export const recordPath = (page: string, id: number) => pathOf(page as RouteName, { id });

