/** Fields a user type may see but not change on a form (`readOnly` of the operation's rule in spec/access). */
import type { UiSchema } from '@rjsf/utils';
import { readOnlyFields } from '../../../../generated/access/read-only-fields.ts';

const NONE: readonly string[] = [];

/** The read-only fields of `operationId` for `userType` (none when the user type is not known yet). */
export const readOnlyFieldsFor = (operationId: string, userType: string | undefined): readonly string[] =>
  (userType ? readOnlyFields[operationId]?.[userType] : undefined) ?? NONE;

/** The uiSchema with `ui:readonly` on each of `fields` it shows (the value stays in the form data and is sent back unchanged). */
export function withReadOnly(uiSchema: UiSchema, fields: readonly string[]): UiSchema {
  if (fields.length === 0) return uiSchema;
  const out: UiSchema = { ...uiSchema };
  for (const field of fields) if (out[field]) out[field] = { ...(out[field] as UiSchema), 'ui:readonly': true };
  return out;
}
