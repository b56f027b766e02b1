import type Form from '@rjsf/core';
import type { RefObject } from 'react';
import { useCallback, useRef } from 'react';

/**
 * Blur validation that never moves a control from under the pointer. Clicking a control (a radio,
 * the submit button) first blurs the field being left; validating then adds or removes messages,
 * the page shifts, and the click lands elsewhere and is lost. So the form validates a field left
 * with the keyboard at once, and one left by a press once the pointer is released and its click
 * has run.
 *
 * RJSF's own blur validation (`liveValidate: 'onBlur'`) stays off, and nothing of the form changes
 * as the pointer goes down: switching it off for the press was a new prop, on which RJSF works its
 * errors out afresh, and that alone could move the button being pressed (a Save whose click was
 * lost in CI, its press and release 7 ms apart on either side of that render).
 */
export function usePointerSafeValidation(formRef: RefObject<Form | null>) {
  const held = useRef(false);
  const blurred = useRef(false);
  const validate = useCallback(() => formRef.current?.validateForm(), [formRef]);
  const onPointerDownCapture = useCallback(() => {
    held.current = true;
    blurred.current = false;
    const release = () => {
      document.removeEventListener('pointerup', release);
      document.removeEventListener('pointercancel', release);
      // After the click this pointer makes has been handled (a task after pointerup).
      setTimeout(() => {
        held.current = false;
        if (blurred.current) validate();
        blurred.current = false;
      });
    };
    document.addEventListener('pointerup', release);
    document.addEventListener('pointercancel', release);
  }, [validate]);
  // Bubbling: the field's own blur (the validation gate's `onBlur`, marking it reached) has run first.
  const onBlur = useCallback(() => {
    if (held.current) blurred.current = true;
    else validate();
  }, [validate]);
  return { liveValidate: false as const, onPointerDownCapture, onBlur };
}
