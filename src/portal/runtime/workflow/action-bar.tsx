import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { WorkflowTransition } from '../../../shared/workflow/types.ts';
import { stateOfCode } from '../../../shared/workflow/decide.ts';
import { useFeedback } from '../../lib/feedback.tsx';
import { callAnyOperation, type ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { recordName } from '../../lib/record-name.ts';
import { TransitionDialog, type AskedReference, type TransitionInput } from './transition-dialog.tsx';
import { propertySchema } from '../../../shared/format/property-schema.ts';
import { TransitionWarnings } from './transition-warnings.tsx';
import { offeredTransitions, onRecord, type PortalWorkflow, type WorkflowUser } from './workflow-of-entity.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const eventLabel = (workflow: PortalWorkflow, event: string) => `workflows.${workflow.definition.workflow.replace(/-/g, '_')}.events.${event}`;

/**
 * The references a step asks for, with the entity each points at and its label (the field's x-reference
 * and title); a reference to the record's own kind never offers the record itself.
 */
function asksOf(entity: string, record: number, fields: string[] | undefined): AskedReference[] | undefined {
  return fields?.map((field) => {
    const property = propertySchema(entity, field);
    const target = String(property?.['x-reference']);
    return { field, entity: target, label: String(property?.title ?? field), ...(target === entity ? { exclude: record } : {}) };
  });
}

/**
 * One button per transition the signed-in user may take now; each opens a dialog for the comment,
 * attachment and OTP it needs, then calls the API with the record's version (a change made by
 * someone else meanwhile answers 409 instead of being overtaken), says what it did and the state the
 * record is in now (a toast), and hands the record in its new state to `onDone`. The dialog names
 * the record and the state the step leads to. The `except` events are left to the screen's own actions.
 */
export function ActionBar(props: {
  workflow: PortalWorkflow;
  record: Record<string, unknown>;
  user: WorkflowUser;
  /** Events left to the screen's own actions. */
  except?: readonly string[];
  /** Gets the record in its new state. */
  onDone: (record: Record<string, unknown>) => void;
}) {
  const { t, tKey, language } = useT();
  const feedback = useFeedback();
  const styles = useStyles();
  const [open, setOpen] = useState<WorkflowTransition>();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ApiError>();
  const offered = offeredTransitions(props.workflow, props.record, props.user, props.except);
  if (offered.length === 0) return null;
  // What the step does to the record: the state it leads to (a step that stays, such as excluding an entity from suspension, says nothing).
  // A step whose state the server's facts choose (a transfer to a restricted country is held) names each.
  const consequenceOf = (transition: WorkflowTransition) => {
    const { definition } = props.workflow;
    const record = recordName(definition.entity, props.record, t, language);
    const targets = [...new Set(definition.transitions.filter((s) => s.event === transition.event && s.from === transition.from && s.userTypes.includes(props.user.userType ?? '')).map((s) => s.to))];
    const labels = targets.filter((to) => to !== transition.from).map((to) => definition.states.find((s) => s.name === to)).flatMap((s) => (s ? [tKey(s.label)] : []));
    if (labels.length > 1) {
      const quoted = labels.map((label) => t('workflows.actions.quoted', { label }));
      return t('workflows.actions.consequence_either', { record, states: new Intl.ListFormat(language, { type: 'disjunction' }).format(quoted) });
    }
    const to = definition.states.find((s) => s.name === transition.to);
    return to && transition.to !== transition.from ? t('workflows.actions.consequence', { record, state: tKey(to.label) }) : undefined;
  };
  const confirm = async (input: TransitionInput) => {
    const call = props.workflow.eventOperations[open!.event]!;
    const version = typeof props.record.version === 'number' ? { version: props.record.version } : {};
    const { fields, ...taken } = input;
    setBusy(true);
    const result = await callAnyOperation(call.operationId, { ...onRecord(call, Number(props.record.id)), body: { ...taken, ...fields, ...version } });
    setBusy(false);
    if (!result.ok) return setServerError(result.error);
    setOpen(undefined);
    // A transition answers the record in its new state.
    const changed = result.data as Record<string, unknown>;
    const { definition } = props.workflow;
    const now = definition.states.find((s) => s.name === stateOfCode(definition, changed[definition.field]));
    const step = tKey(eventLabel(props.workflow, open!.event));
    feedback(now ? t('workflows.actions.done', { step, state: tKey(now.label) }) : t('workflows.actions.done_plain', { step }));
    props.onDone(changed);
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
          attachments={props.workflow.definition.attachments}
          title={t('workflows.actions.subject', { step: tKey(eventLabel(props.workflow, open.event)), record: recordName(props.workflow.definition.entity, props.record, t, language) })}
          consequence={consequenceOf(open)}
          warnings={open.warn && <TransitionWarnings transition={open} warnings={props.workflow.definition.warnings} record={Number(props.record.id)} />}
          asks={asksOf(props.workflow.definition.entity, Number(props.record.id), props.workflow.eventOperations[open.event]?.asks)}
          busy={busy}
          serverError={serverError}
          onConfirm={(input) => void confirm(input)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  );
}
