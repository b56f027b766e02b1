import { Badge, Caption1, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { entitySchemas } from '../../../../generated/entities/schemas.ts';
import type { FormScreen } from '../../lib/screen-descriptors.ts';
import { callOperation, type ApiError } from '../../lib/api-client.ts';
import type { RequestBody } from '../../lib/operation-init.ts';
import { useT } from '../../lib/i18n.ts';
import { useOperation } from '../../lib/use-operation.ts';
import SchemaForm from '../../runtime/forms/schema-form.tsx';
import { FileLinks } from '../../runtime/screens/file-links.tsx';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, paddingInlineStart: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingBlockEnd: tokens.spacingVerticalS, borderBottomWidth: tokens.strokeWidthThin, borderBottomStyle: 'solid', borderBottomColor: tokens.colorNeutralStroke2 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

// The audit form's fields, labels and rules come from spec/entities/fe-audit.schema.json.
const screen: FormScreen = {
  kind: 'form',
  name: 'foreign_entity.renew_audit',
  module: 'foreign-entity',
  title: 'foreign_entity.audit.entity',
  entity: 'fe-audit',
  operation: 'createRenewAudit',
  steps: [{ key: 'main', title: 'foreign_entity.audit.entity', sections: [{ key: 'main', title: 'foreign_entity.audit.new', fields: ['year', 'status', 'remarks', 'files'] }] }],
  widgets: { remarks: 'textarea' },
  help: {},
  onSuccess: { route: 'foreign_entity.view_renewal' },
};

/** The ministry's audits of the entity's renewal (fetch-audit-files/), newest first, and the form to record one (renew-audit/). */
export function RenewAudits({ entity }: { entity: number }) {
  const { t, tKey } = useT();
  const styles = useStyles();
  const headingId = useId();
  const { result, reload } = useOperation('listAuditFiles', { query: { foreign_entity: entity } });
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const record = async (body: Record<string, unknown>) => {
    setBusy(true);
    // The form checked the data against the same fe-audit schema the operation takes.
    const answer = await callOperation('createRenewAudit', { params: { id: entity }, body: body as RequestBody<'createRenewAudit'> });
    setBusy(false);
    setError(answer.ok ? undefined : answer.error);
    if (!answer.ok) return;
    setFormKey((key) => key + 1);
    reload();
  };
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId}>{t('foreign_entity.audit.title')}</Subtitle2>
      {!result && <Spinner size="small" label={t('common.loading')} />}
      {result?.ok && result.data.length === 0 && <Caption1>{t('foreign_entity.audit.none')}</Caption1>}
      {result?.ok && result.data.length > 0 && (
        <ul className={styles.list}>
          {result.data.map((audit) => (
            <li key={audit.id} className={styles.item}>
              <div className={styles.head}>
                <strong>{t('foreign_entity.audit.of_year', { year: audit.year })}</strong>
                <Badge>{tKey(`foreign_entity.review.${audit.status}`)}</Badge>
              </div>
              {audit.remarks && <Caption1>{audit.remarks}</Caption1>}
              {audit.files && audit.files.length > 0 && <FileLinks files={audit.files} />}
            </li>
          ))}
        </ul>
      )}
      {result && !result.ok && <MessageBar intent="error"><MessageBarBody>{result.error.message || t('errors.error_occurred')}</MessageBarBody></MessageBar>}
      <SchemaForm
        key={formKey}
        schema={entitySchemas['fe-audit']}
        screen={screen}
        formData={{ year: new Date().getFullYear(), status: 'open' }}
        serverErrors={error?.fields}
        formError={error && !error.fields ? error.message || t('errors.error_occurred') : undefined}
        onSubmit={(body) => void record(body)}
        submitting={busy}
      />
    </section>
  );
}
