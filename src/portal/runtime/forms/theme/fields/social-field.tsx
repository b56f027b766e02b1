import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS, splitNetworks, type SocialValue } from '../../../../../shared/validation/rules/social.ts';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  legend: { padding: 0, marginBlockEnd: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  networks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  required: { color: tokens.colorPaletteRedForeground3, paddingInlineStart: tokens.spacingHorizontalXS },
});

/**
 * Field type 10, social: the six networks as checkboxes; each ticked one asks for its account.
 * The value is `{ networks: 'facebook/linkedin', accounts: { facebook, linkedin } }` (stored as a
 * form value's `value` and `extra`). A `ui:field`, so it renders its own legend; the error comes
 * from `FieldTemplate` under it.
 */
export default function SocialField({ fieldPathId, formData, onChange, onBlur, required, disabled, readonly, uiSchema, name }: FieldProps<SocialValue>) {
  const { t } = useTranslation();
  const styles = useStyles();
  const id = fieldPathId.$id;
  const shown = splitNetworks(formData?.networks ?? '');
  const accounts = formData?.accounts ?? {};
  const emit = (networks: string[], nextAccounts: Partial<Record<string, string>>) => {
    const ordered = SOCIAL_NETWORKS.filter((n) => networks.includes(n));
    const value = { networks: ordered.join('/'), accounts: Object.fromEntries(ordered.map((n) => [n, nextAccounts[n] ?? ''])) };
    onChange(ordered.length ? value : undefined, fieldPathId.path);
  };
  const title = String(uiSchema?.['ui:title'] ?? name);
  return (
    <fieldset id={id} className={styles.fieldset} onBlur={() => onBlur(id, formData)}>
      <legend className={styles.legend}>
        {title}
        {required && <span className={styles.required} aria-hidden="true">*</span>}
      </legend>
      <div className={styles.networks} role="group" aria-label={t('forms.widgets.social_networks')}>
        {SOCIAL_NETWORKS.map((network) => (
          <Checkbox
            key={network}
            id={`${id}_${network}`}
            label={t(`forms.widgets.networks.${network}`)}
            checked={shown.includes(network)}
            disabled={disabled || readonly}
            onChange={(_, data) => emit(data.checked ? [...shown, network] : shown.filter((n) => n !== network), accounts)}
          />
        ))}
      </div>
      {SOCIAL_NETWORKS.filter((n) => shown.includes(n)).map((network) => (
        <Field key={network} required label={t('forms.widgets.social_account', { network: t(`forms.widgets.networks.${network}`) })}>
          <Input
            id={`${id}_${network}_account`}
            dir="ltr"
            value={accounts[network] ?? ''}
            readOnly={readonly}
            disabled={disabled}
            onChange={(_, data) => emit(shown, { ...accounts, [network]: data.value })}
          />
        </Field>
      ))}
    </fieldset>
  );
}
