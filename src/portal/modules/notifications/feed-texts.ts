/** Names of what a notification or a pending action is about, from the workflows' own labels. */
import { workflows } from '../../../../generated/workflows/index.ts';
import type { RouteName } from '../../../../generated/screens/routes.ts';
import { pathOf } from '../../lib/route-paths.ts';
import type { useT } from '../../lib/i18n.ts';
import { formatNumber } from '../../../shared/format/locale.ts';

const keyOf = (workflow: string) => workflow.replace(/-/g, '_');

/** `Fund transfer`, `Safe travel notification`… (notifications.workflows.<workflow>). */
export const workflowLabel = (workflow: string) => `notifications.workflows.${keyOf(workflow)}`;

/** The step's label (workflows.<workflow>.events.<event>). */
export const eventLabel = (workflow: string, event: string) => `workflows.${keyOf(workflow)}.events.${event}`;

/** The state's label, from the workflow definition. */
export const stateLabel = (workflow: string, state: string) => workflows[workflow]?.definition.states.find((s) => s.name === state)?.label ?? state;

/** The record's page (the workflow's notifications.page, whose path takes the record's id). */
export const recordPath = (page: string, id: number) => pathOf(page as RouteName, { id });

/** `No. 12` (`رقم ١٢`): a record without a name is known by its number, in the page's digits, ungrouped. */
export const recordNumber = (id: number, t: ReturnType<typeof useT>['t'], language: string) =>
  t('notifications.record_number', { number: formatNumber(id, language, { useGrouping: false }) });
