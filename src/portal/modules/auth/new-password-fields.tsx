import { Field, Input } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import { PasswordRules } from '../../runtime/forms/password-rules.tsx';

/** New password and its confirmation, with the rules beside; `errors` are the server's field messages. */
export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  passwordError?: string;
  confirmError?: string;
}) {
  const { t } = useT();
  return (
    <>
      <Field label={t('auth.fields.new_password')} required validationMessage={props.passwordError}>
        <Input name="new_password" type="password" autoComplete="new-password" value={props.password} onChange={(_, d) => props.onPassword(d.value)} />
      </Field>
      <PasswordRules password={props.password} />
      <Field label={t('auth.fields.confirm_password')} required validationMessage={props.confirmError}>
        <Input name="confirm_password" type="password" autoComplete="new-password" value={props.confirm} onChange={(_, d) => props.onConfirm(d.value)} />
      </Field>
    </>
  );
}
