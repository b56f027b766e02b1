import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import type { ApiError, ApiResult } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))', gap: tokens.spacingHorizontalM },
  end: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

/** The contact fields the entity may correct through its link (the server takes only these). */
export const CONTACT_FIELDS = ['name_en', 'name_ar', 'mobile', 'custom_province_en', 'custom_province_ar', 'custom_city_en', 'custom_city_ar'] as const;
type Contact = Partial<Record<(typeof CONTACT_FIELDS)[number], string>>;

// Fields written in Latin letters (and the phone number) stay left to right in Arabic too.
const LATIN = new Set(['name_en', 'mobile', 'custom_province_en', 'custom_city_en']);

/** The entity's contact data on its registration form, saved through the link; the server's messages show under the fields. */
export function EntityContactForm({ initial, save }: { initial: Record<string, unknown>; save: (entity: Contact) => Promise<ApiResult<unknown>> }) {
  const { t, tKey } = useT();
  const styles = useStyles();
  const [values, setValues] = useState<Contact>(() => Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(initial[field] ?? '')])));
  const [error, setError] = useState<ApiError>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    const result = await save(Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value?.trim() ?? ''])));
    setBusy(false);
    setError(result.ok ? undefined : result.error);
    setSaved(result.ok);
  };
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {CONTACT_FIELDS.map((field) => (
        <Field key={field} label={tKey(`foreign_entity.fields.${field}`)} validationMessage={error?.fields?.[field]}>
          <Input value={values[field] ?? ''} dir={LATIN.has(field) ? 'ltr' : undefined} onChange={(_, data) => setValues((current) => ({ ...current, [field]: data.value }))} />
        </Field>
      ))}
      <div className={styles.end}>
        {saved && <MessageBar intent="success" role="status"><MessageBarBody>{t('foreign_entity.link.saved')}</MessageBarBody></MessageBar>}
        {error && !error.fields && <MessageBar intent="error" role="alert"><MessageBarBody>{error.message || t('errors.error_occurred')}</MessageBarBody></MessageBar>}
        <Button type="submit" disabled={busy}>{t('foreign_entity.actions.save_form')}</Button>
      </div>
    </form>
  );
}
