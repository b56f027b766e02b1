import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { WorkflowTransition } from '../../../shared/workflow/types.ts';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { TransitionDialog, type TransitionInput } from './transition-dialog.tsx';
import { offeredTransitions, type PortalWorkflow } from './workflow-of-entity.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const eventLabel = (workflow: PortalWorkflow, event: string) => `workflows.${workflow.definition.workflow.replace(/-/g, '_')}.events.${event}`;

/** One button per transition the signed-in user may take now; each opens a dialog for comment/OTP, then calls the API. */
export function ActionBar(props: { workflow: PortalWorkflow; record: Record<string, unknown>; userType?: string; userId?: number; onDone: () => void }) {
  const { tKey } = useT();
  const styles = useStyles();
  const [open, setOpen] = useState<WorkflowTransition>();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const offered = offeredTransitions(props.workflow, props.record, props.userType, props.userId);
  if (offered.length === 0) return null;
  const confirm = async (input: TransitionInput) => {
    setBusy(true);
    const result = await callOperation(props.workflow.eventOperations[open!.event]!, { params: { id: Number(props.record.id) }, body: input });
    setBusy(false);
    if (!result.ok) return setServerError(result.error.message || result.error.code);
    setOpen(undefined);
    props.onDone();
  };
  return (
    <div className={styles.bar} role="toolbar" aria-label={tKey('workflows.actions.title')}>
      {offered.map((transition) => (
        <Button key={transition.event} appearance={transition.comment === 'required' ? 'secondary' : 'primary'} onClick={() => (setServerError(undefined), setOpen(transition))}>
          {tKey(eventLabel(props.workflow, transition.event))}
        </Button>
      ))}
      {open && (
        <TransitionDialog
          transition={open}
          title={tKey(eventLabel(props.workflow, open.event))}
          busy={busy}
          serverError={serverError}
          onConfirm={(input) => void confirm(input)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  );
}
