import type { WidgetProps } from '@rjsf/utils';
import { CodeInput } from './code-input.tsx';

/** A bank identifier code: 8 or 11 characters, upper case (`x-rule: bic`, 'BIC codes have either 8 or 11 characters'). */
export default function BicWidget(props: WidgetProps) {
  return <CodeInput widget={props} maxLength={11} upperCase />;
}
