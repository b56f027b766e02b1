import type { WidgetProps } from '@rjsf/utils';
import { CodeInput } from './code-input.tsx';

/**
 * A Swift code, upper case (`x-rule: swift`): required when the entity requires it, then 8 or 11
 * characters, then the format ('Swift Code is not valid'). `FieldTemplate` shows its first error
 * without a trailing dot.
 */
export default function SwiftWidget(props: WidgetProps) {
  return <CodeInput widget={props} maxLength={11} upperCase />;
}
