import { useEffect, useState } from 'react';
import { callOperation } from '../../lib/api-client.ts';

/** The record an edit form starts from: none for a create form (no `load` operation). */
export type FormRecord =
  | { status: 'ready'; data?: Record<string, unknown> }
  | { status: 'loading' }
  | { status: 'failed'; message: string };

/** Loads the record through the screen's `load` operation with the route's params. */
export function useFormRecord(load: string | undefined, params: Record<string, string>): FormRecord {
  const key = JSON.stringify(params);
  const [record, setRecord] = useState<FormRecord>(load ? { status: 'loading' } : { status: 'ready' });
  useEffect(() => {
    if (!load) return;
    let current = true;
    setRecord({ status: 'loading' });
    void callOperation<Record<string, unknown>>(load, { params: JSON.parse(key) as Record<string, string> }).then((result) => {
      if (current) setRecord(result.ok ? { status: 'ready', data: result.data } : { status: 'failed', message: result.error.message });
    });
    return () => {
      current = false;
    };
  }, [load, key]);
  return record;
}
