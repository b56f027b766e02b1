import type { RJSFValidationError } from '@rjsf/utils';
import { useMemo, useRef } from 'react';
import { fieldOfId, fieldOfProperty } from './field-ids.ts';

/**
 * When schema errors may show: a field's once it has been left (blur), every field's once a submit
 * was tried. The form is validated whole on blur (`pointer-safe-validation.ts`); this gate keeps only
 * the errors of fields the user has reached, so nothing is flagged while typing or ahead of the user.
 */
export function useValidationGate(fields: readonly string[]) {
  const touched = useRef(new Set<string>());
  const attempted = useRef(false);
  const submitting = useRef(false);
  return useMemo(
    () => ({
      onBlur(id: string) {
        const field = fieldOfId(id, fields);
        if (field) touched.current.add(field);
      },
      onSubmitAttempt() {
        attempted.current = true;
        submitting.current = true;
      },
      /** Whether the errors being reported come from a submit (once per submit). */
      takeSubmit(): boolean {
        const was = submitting.current;
        submitting.current = false;
        return was;
      },
      attempted: () => attempted.current,
      reached: () => attempted.current || touched.current.size > 0,
      shows: (error: RJSFValidationError) => attempted.current || touched.current.has(fieldOfProperty(error.property)),
    }),
    [fields],
  );
}
