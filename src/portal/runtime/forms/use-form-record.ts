import { useEffect, useState } from 'react';
import { callOperation } from '../../lib/api-client.ts';

/** The record an edit form starts from: none for a create form (no `load` operation). */
export type FormRecord =
  | { status: 'ready'; data?: Record<string, unknown> }
  | { status: 'loading' }
  | { status: 'failed'; message: string };

/**
 * Loads the record through the screen's `load` operation with the route's params. An answer is
 * kept with the question it answers, so another record's params show `loading` until theirs arrives.
 */
export function useFormRecord(load: string | undefined, params: Record<string, string>): FormRecord {
  const question = `${load ?? ''} ${JSON.stringify(params)}`;
  const [answer, setAnswer] = useState<{ question: string; record: FormRecord } | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    const asked = question.slice(load.length + 1);
    void callOperation<Record<string, unknown>>(load, { params: JSON.parse(asked) as Record<string, string> }).then((result) => {
      const record: FormRecord = result.ok ? { status: 'ready', data: result.data } : { status: 'failed', message: result.error.message };
      if (current) setAnswer({ question, record });
    });
    return () => {
      current = false;
    };
  }, [load, question]);
  if (!load) return { status: 'ready' };
  return answer?.question === question ? answer.record : { status: 'loading' };
}
