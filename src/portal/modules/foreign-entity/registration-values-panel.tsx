import { Card, CardHeader, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useT } from '../../lib/i18n.ts';
import { DynamicValues } from '../../runtime/forms/dynamic-values.tsx';
import { canCall, scopeOf } from '../../runtime/screens/can-call.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import { RouteButton } from '../../runtime/screens/route-button.tsx';
import { useRegistrationForm } from './use-registration-form.ts';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/**
 * The entity's registration form (the server-driven form `foreign_entity`), read only, with the
 * ministry's way to edit it (`sforeign_entity/edit/{id}`). Shown to those the API lets read the
 * entity's values; a refusal (404) hides the panel.
 */
export default function RegistrationValuesPanel({ record, userType }: PanelProps) {
  const { t } = useT();
  const styles = useStyles();
  const headingId = useId();
  const id = Number(record.id);
  const enabled = canCall('listFormValues', userType);
  const { data, error, status } = useRegistrationForm(id, enabled);
  if (!enabled || status === 404 || status === 403) return null;
  // Editing another record's values takes a grant on every record (the ministry's `all`).
  const mayEdit = scopeOf('updateFormValues', userType) === 'all';
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader
        header={<Subtitle2 as="h2" id={headingId}>{t('foreign_entity.titles.entity_form')}</Subtitle2>}
        action={mayEdit ? <RouteButton to={pathOf('foreign_entity.form_edit', { id })} icon={<EditRegular />}>{t('foreign_entity.actions.edit_form')}</RouteButton> : undefined}
      />
      {!data && !error && <Spinner size="small" label={t('common.loading')} />}
      {error && <LoadError error={error} />}
      {data && (
        <div className={styles.body}>
          <DynamicValues tabs={data.tabs} fields={data.fields} values={data.values} />
        </div>
      )}
    </Card>
  );
}
