import { Button } from '@fluentui/react-components';
import type { SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';
import { useT } from '../../../../lib/i18n.ts';

/** The primary submit button; its text comes from `ui:submitButtonOptions` or is "Save". */
export default function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { t } = useT();
  const { submitText, norender, props = {} } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  // RJSF's default text is an English literal ("Submit"), so only a text set by the caller is used.
  // RJSF hands the button `{ 'ui:options': { submitButtonOptions } }`, whatever form the caller used.
  const custom = uiSchema?.['ui:submitButtonOptions']?.submitText ?? uiSchema?.['ui:options']?.submitButtonOptions?.submitText;
  const text = custom ? submitText : t('common.actions.save');
  return (
    <div style={{ marginBlockStart: 16 }}>
      <Button type="submit" appearance="primary" disabled={Boolean(props.disabled)}>
        {text}
      </Button>
    </div>
  );
}
