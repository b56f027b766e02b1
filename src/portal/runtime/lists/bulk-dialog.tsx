import { Body1, Field, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { entitySchemas, type EntityName } from '../../../../generated/entities/schemas.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import type { BulkAction, JsonSchema } from '../../../shared/spec-model.ts';
import { callAnyOperation, type ApiError } from '../../lib/api-client.ts';
import { useFeedback } from '../../lib/feedback.tsx';
import { useT } from '../../lib/i18n.ts';
import { recordName } from '../../lib/record-name.ts';
import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { loadLookup, type LookupName } from '../forms/lookups/lookup-sources.ts';
import { CommentField, DialogForm } from '../workflow/dialog-form.tsx';
import type { ListRow } from './list-features.ts';

/** Records named in the dialog before "and N more". */
const NAMED = 5;

type Choice = { value: string; label: string };

/** The choices of an asked field: its lookup's records, its reference's records, or its enum's labels. */
function useChoices(schema: JsonSchema | undefined, ask: { field: string; lookup?: string }): Choice[] | undefined {
  const { tKey, language } = useT();
  const property = schema?.properties?.[ask.field] as (JsonSchema & { 'x-reference'?: string; 'x-enum-labels'?: string[] }) | undefined;
  const source = (ask.lookup ?? (property?.['x-reference'] ? `record:${property['x-reference']}` : undefined)) as LookupName | undefined;
  const [loaded, setLoaded] = useState<Choice[]>();
  useEffect(() => {
    if (!source) return;
    let current = true;
    void loadLookup(source).then((options) => {
      if (current) setLoaded(options.map((o) => ({ value: String(o.value), label: language === 'ar' ? o.name_ar : o.name_en })));
    });
    return () => {
      current = false;
    };
  }, [source, language]);
  if (source) return loaded;
  const labels = property?.['x-enum-labels'] ?? [];
  return (property?.enum ?? []).filter((value) => value !== null).map((value, index) => ({ value: String(value), label: labels[index] ? tKey(labels[index]) : String(value) }));
}

/** One field a bulk action asks for: a select of its choices (all required). */
function AskedSelect(props: { schema: JsonSchema | undefined; ask: { field: string; lookup?: string }; value: string; error?: string | undefined; onChange: (value: string) => void }) {
  const { t, tKey } = useT();
  const choices = useChoices(props.schema, props.ask);
  const property = props.schema?.properties?.[props.ask.field] as JsonSchema | undefined;
  return (
    <Field label={tKey(String(property?.title ?? props.ask.field))} required validationMessage={props.error}>
      <Select value={props.value} onChange={(_, data) => props.onChange(data.value)} disabled={!choices}>
        <option value="">{choices ? t('common.bulk.choose') : t('common.loading')}</option>
        {choices?.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
      </Select>
    </Field>
  );
}

/**
 * A bulk action's dialog: which records it changes (by name), the fields it asks for, the comment,
 * and the server's refusal (one ticket refused refuses all, named) until it succeeds.
 */
export function BulkDialog(props: { screen: ListScreen; action: BulkAction; rows: ListRow[]; onClose: () => void; onDone: () => void }) {
  const { screen, action, rows } = props;
  const { t, tKey, language } = useT();
  const feedback = useFeedback();
  const schema = entitySchemas[screen.entity as EntityName] as JsonSchema | undefined;
  const asks = action.asks ?? [];
  const [values, setValues] = useState<Record<string, string>>({});
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  const commentRule = action.comment ?? 'none';
  const missing = asks.filter((ask) => !values[ask.field]);
  const commentMissing = commentRule === 'required' && comment.trim() === '';
  // Each name isolated (FSI … PDI): an Arabic title in an English sentence keeps its own direction.
  const names = rows.slice(0, NAMED).map((row) => `\u2068${recordName(screen.entity, row, t, language)}\u2069`);
  const more = rows.length - names.length;
  const listed = new Intl.ListFormat(language, { type: 'conjunction' }).format(more > 0 ? [...names, t('common.bulk.more', { count: more, shown: formatNumber(more, language) })] : names);
  // A value asked for is sent as the field's type: the numbers of an integer field as numbers.
  const typed = (field: string, value: string) => (['integer', 'number'].includes(String((schema?.properties?.[field] as JsonSchema | undefined)?.type)) ? Number(value) : value);
  const submit = async () => {
    setTried(true);
    if (missing.length || commentMissing) return;
    setBusy(true);
    const body = {
      ids: rows.map((row) => Number(row.id)),
      ...action.values,
      ...Object.fromEntries(asks.map((ask) => [ask.field, typed(ask.field, values[ask.field]!)])),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    };
    const answer = await callAnyOperation(screen.bulk!.operation, { body });
    setBusy(false);
    if (!answer.ok) return setError(answer.error);
    feedback(t('common.bulk.done', { count: rows.length, shown: formatNumber(rows.length, language) }));
    props.onDone();
  };
  const refusal = error && (Object.values(error.fields ?? {})[0] ?? error.message ?? t('errors.error_occurred'));
  return (
    <DialogForm title={tKey(action.label)} busy={busy} onSubmit={() => void submit()} onClose={props.onClose}>
      <Body1 as="p" style={{ margin: 0 }}>{t('common.bulk.consequence', { count: rows.length, shown: formatNumber(rows.length, language), records: listed })}</Body1>
      {refusal && (
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      {asks.map((ask) => (
        <AskedSelect
          key={ask.field}
          schema={schema}
          ask={ask}
          value={values[ask.field] ?? ''}
          error={tried && !values[ask.field] ? t('errors.required') : undefined}
          onChange={(value) => setValues((old) => ({ ...old, [ask.field]: value }))}
        />
      ))}
      {commentRule !== 'none' && (
        <CommentField value={comment} required={commentRule === 'required'} error={tried && commentMissing ? t('errors.comment_required') : undefined} onChange={setComment} />
      )}
    </DialogForm>
  );
}
