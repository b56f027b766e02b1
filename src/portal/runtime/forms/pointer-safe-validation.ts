import type Form from '@rjsf/core';
import type { RefObject } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Blur validation that never moves a control from under the pointer. Clicking a control (a radio,
 * the submit button) first blurs the field being left; validating then adds or removes messages,
 * the page shifts, and the click lands elsewhere and is lost. While a pointer is down, RJSF's blur
 * validation is off; once the pointer is released and its click has run, the form validates once.
 */
export function usePointerSafeValidation(formRef: RefObject<Form | null>) {
  const [holding, setHolding] = useState(false);
  const blurred = useRef(false);
  const onPointerDownCapture = useCallback(() => {
    blurred.current = false;
    setHolding(true);
  }, []);
  const onBlurCapture = useCallback(() => {
    blurred.current = true;
  }, []);
  useEffect(() => {
    if (!holding) return;
    const release = () =>
      // After the click this pointer makes has been handled (a task after pointerup).
      setTimeout(() => {
        setHolding(false);
        if (blurred.current) formRef.current?.validateForm();
        blurred.current = false;
      });
    document.addEventListener('pointerup', release, { once: true });
    document.addEventListener('pointercancel', release, { once: true });
    return () => {
      document.removeEventListener('pointerup', release);
      document.removeEventListener('pointercancel', release);
    };
  }, [holding, formRef]);
  return { liveValidate: holding ? (false as const) : ('onBlur' as const), onPointerDownCapture, onBlurCapture };
}
