import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { FormScreen as FormScreenDescriptor } from '../../lib/screen-descriptors.ts';
import { callAnyOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { recordName } from '../../lib/record-name.ts';
import { useFeedback } from '../../lib/feedback.tsx';
import { paramsFrom, pathOf } from '../../lib/route-paths.ts';
import { bodyFromRoute } from './from-route.ts';
import { readOnlyFieldsFor } from './read-only-fields.ts';
import { visibleSections } from '../../../shared/access/hidden-fields.ts';
import SteppedForm from './stepped-form.tsx';
import { useFormRecord } from './use-form-record.ts';
import { preloadFormNeeds } from './theme/widgets-ready.ts';
import { loadEntitySchema, useEntitySchema } from './entity-schema.ts';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '48rem' }, subject: { margin: 0 } });

type Failure = { fields?: Record<string, string>; message?: string };

/** The address `onSuccess` names for the saved record: its route with params, and its query (`?transaction_id=12`). */
function successPath(onSuccess: NonNullable<FormScreenDescriptor['onSuccess']>, saved: Record<string, unknown>): string {
  const query = new URLSearchParams(paramsFrom(onSuccess.query, saved)).toString();
  return `${pathOf(onSuccess.route, paramsFrom(onSuccess.params, saved))}${query ? `?${query}` : ''}`;
}

/**
 * The generic page of a form screen: loads the record of an edit form, submits through the screen's
 * operation (with the route params `fromRoute` names and the fixed `values`), puts a 400's field errors under the fields
 * and goes to `onSuccess` on success. Fields read-only for the user type (spec/access `readOnly`)
 * are shown but cannot be changed.
 */
const shown = new WeakMap<FormScreenDescriptor, Map<string, FormScreenDescriptor>>();

/** The screen without the fields the user type may not read (spec/access/confidential.yaml); one object per screen and type, as the form's cache wants. */
function shownScreen(screen: FormScreenDescriptor, userType: string | undefined): FormScreenDescriptor {
  let byType = shown.get(screen);
  if (!byType) shown.set(screen, (byType = new Map()));
  const key = userType ?? '';
  let result = byType.get(key);
  if (!result) {
    const steps = screen.steps.map((step) => ({ ...step, sections: visibleSections(screen.entity, userType, step.sections) })).filter((step) => step.sections.length > 0);
    result = steps.every((step, i) => step.sections === screen.steps[i]?.sections) && steps.length === screen.steps.length ? screen : { ...screen, steps };
    byType.set(key, result);
  }
  return result;
}

/**
 * What the route's loader starts as this runtime arrives (lazy-route.tsx): the entity's schema, which
 * it awaits, then the widget chunks the screen's form draws, which it does not.
 */
export async function prepare(screen: FormScreenDescriptor): Promise<void> {
  preloadFormNeeds(await loadEntitySchema(screen.entity), screen);
}

export default function FormScreen({ screen, userType }: { screen: FormScreenDescriptor; userType?: string }) {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const params = Object.fromEntries(Object.entries(useParams()).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const schema = useEntitySchema(screen.entity);
  const record = useFormRecord(screen.load, params);
  const subject = useFormRecord(screen.subject?.operation, params);
  // The subject line sits above the form: the form waits for it (or its failure), so it never appears
  // above a drawn form and moves the Save button from under a click already on its way.
  const loading = record.status === 'loading' || subject.status === 'loading' || !schema;
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure>({});

  const submit = async (body: Record<string, unknown>) => {
    setSubmitting(true);
    setFailure({});
    // The form is drawn, and so submitted, only once the schema is there.
    const entity = schema!;
    const fromRoute = bodyFromRoute(screen, entity, params);
    // The fixed `values`, typed as the entity declares them too (an awqaf request's `state_type: '9'` is the number 9).
    const values = screen.values ? bodyFromRoute({ fromRoute: Object.fromEntries(Object.keys(screen.values).map((key) => [key, key])) }, entity, screen.values) : {};
    const result = await callAnyOperation(screen.operation, { params, body: { ...body, ...fromRoute, ...values } });
    setSubmitting(false);
    // A form's operation answers the record it saved; `onSuccess` params name its fields.
    // A route's form names `onSuccess` (codegen checks it); forms inside a page use EmbeddedForm.
    if (result.ok) {
      // Said in a toast, which stays while the page `onSuccess` names opens.
      const saved = result.data as Record<string, unknown>;
      const name = recordName(screen.entity, saved, t, language);
      feedback(screen.saved ? tKey(screen.saved) : name ? t('common.form.saved', { record: name }) : t('common.form.saved_plain'));
      return screen.onSuccess && navigate(successPath(screen.onSuccess, saved));
    }
    const fields = result.error.fields && Object.keys(result.error.fields).length > 0 ? result.error.fields : undefined;
    // A 400 without fields, or another failure, is one message for the whole form. A refusal whose own message says more
    // than its fields' (a failed donation: 'An error occurs while donation', the reason under the amount) shows it on top too.
    const { code, message } = result.error;
    const onTop = fields && code !== 'invalid_request' && message && !Object.values(fields).includes(message) ? message : undefined;
    setFailure(fields ? { fields, ...(onTop ? { message: onTop } : {}) } : { message: message || t(result.status === 0 ? 'errors.error_occurred' : 'errors.server_error') });
  };

  return (
    <div className={styles.root}>
      <Title2 as="h1">{tKey(screen.title)}</Title2>
      {screen.subject && subject.status === 'ready' && subject.data && <Text as="p" size={400} className={styles.subject}>{tKey(screen.subject.text, subject.data)}</Text>}
      {loading && <Spinner label={t('common.loading')} />}
      {record.status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{record.message || t('errors.error_occurred')}</MessageBarBody>
        </MessageBar>
      )}
      {record.status === 'ready' && !loading && (
        <SteppedForm
          schema={schema}
          screen={shownScreen(screen, userType)}
          formData={record.data}
          serverErrors={failure.fields}
          formError={failure.message}
          onSubmit={(body) => void submit(body)}
          submitting={submitting}
          readOnlyFields={readOnlyFieldsFor(screen.operation, userType)}
        />
      )}
    </div>
  );
}
