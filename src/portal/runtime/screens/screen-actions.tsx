import { makeStyles, tokens } from '@fluentui/react-components';
import type { ScreenAction } from '../../lib/screen-descriptors.ts';
import { paramsFrom, pathOf } from '../../lib/route-paths.ts';
import { useT } from '../../lib/i18n.ts';
import { canCall } from './can-call.ts';
import { editableNow } from './event-actions.ts';
import { RouteButton } from './route-button.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

function ActionLink({ action, to }: { action: ScreenAction; to: string }) {
  const { tKey } = useT();
  return <RouteButton to={to} appearance={action.appearance === 'primary' ? 'primary' : 'secondary'}>{tKey(action.label)}</RouteButton>;
}

/**
 * The actions of a screen the user may perform (their operation open to the user type); `record`
 * fills the actions' route params. An action tied to a workflow event shows only when `events`
 * (what the workflow offers the user on the record, detail screens) holds that event; one editing
 * the record in its state (`x-state-edit`) only while the state leaves the user something to edit.
 */
export function ScreenActions(props: { actions: ScreenAction[]; userType?: string; ftDepartment?: string | null; record?: Record<string, unknown>; events?: ReadonlySet<string> }) {
  const styles = useStyles();
  const allowed = props.actions.filter(
    (action) =>
      canCall(action.operation, props.userType) &&
      (!action.event || props.events?.has(action.event)) &&
      editableNow(action.operation, props.record, props.userType, props.ftDepartment),
  );
  if (allowed.length === 0) return null;
  return (
    <div className={styles.bar}>
      {allowed.map((action) => (
        <ActionLink key={action.key} action={action} to={pathOf(action.route, paramsFrom(action.params, props.record))} />
      ))}
    </div>
  );
}
