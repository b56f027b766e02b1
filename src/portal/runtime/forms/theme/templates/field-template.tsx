import { Field } from '@fluentui/react-components';
import type { FieldTemplateProps } from '@rjsf/utils';
import { errorId, getUiOptions, helpId } from '@rjsf/utils';
import { withoutTrailingDot } from '../../../../../shared/validation/rules/rule.ts';

/** Widgets that render a group of controls: the label names the group, it is not `for` one control. */
const GROUP_WIDGETS = new Set(['checkboxes', 'radio', 'inlineRadio', 'permissions', 'menuPermissions']);

/** Widgets that show their first error without a trailing dot (product spec section 5: the Swift input). */
const UNDOTTED_WIDGETS = new Set(['swift']);

/** Id of the visible label of a field, for groups that are `aria-labelledby` it. */
export const labelId = (id: string): string => `${id}__label`;

/**
 * Every field: a Fluent `Field` with the label (and required asterisk), its error under it,
 * the help text, and `validationState` from `rawErrors`, which Fluent passes to the control as
 * `aria-invalid` and `aria-describedby`. Objects and plain arrays are containers, not fields.
 */
export default function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, classNames, style, hidden, displayLabel, label, required, rawErrors, hideError, rawHelp, schema, uiSchema } = props;
  if (hidden) return <div hidden>{children}</div>;
  const widget = String(getUiOptions(uiSchema).widget);
  // One message per field: the schema's, unless a newer one came after it (the server's, or a
  // widget's such as a refused upload), which RJSF appends.
  const shown = hideError ? undefined : rawErrors?.filter(Boolean).at(-1);
  const error = shown && UNDOTTED_WIDGETS.has(widget) ? withoutTrailingDot(shown) : shown;
  const container = !displayLabel && (schema.type === 'object' || schema.type === 'array');
  if (container) {
    return (
      <div className={classNames} style={style}>
        {children}
        {error && <Field validationState="error" validationMessage={{ id: errorId(id), children: error }} />}
      </div>
    );
  }
  const group = GROUP_WIDGETS.has(widget);
  // A boolean's switch carries its own label (RJSF hides the field label of booleans, but not with
  // `ui:widget`), and is never "required": it always has a value (RJSF starts a required one at false).
  const boolean = schema.type === 'boolean';
  const showLabel = displayLabel && !boolean;
  return (
    <Field
      className={classNames}
      style={style}
      required={required && !boolean}
      label={showLabel ? { children: label, id: labelId(id), htmlFor: group ? undefined : id } : undefined}
      validationState={error ? 'error' : 'none'}
      validationMessage={error ? { id: errorId(id), children: error } : undefined}
      hint={rawHelp ? { id: helpId(id), children: rawHelp } : undefined}
    >
      {children}
    </Field>
  );
}
