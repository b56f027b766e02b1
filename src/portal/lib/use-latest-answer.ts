import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/** Where a question stands: its answer, the last answer to any question, and whether one is awaited. */
export type LatestAnswer<A> = {
  /** The answer to the current question; kept while `reload` asks it again; undefined until it arrives. */
  answer?: A;
  /** The last answer that arrived, whichever question it answered (what a list shows while its next page loads). */
  latest?: A;
  /** The last question asked has no answer yet. */
  loading: boolean;
  /** Asks the current question again. */
  reload: () => void;
};

/**
 * Asks `ask(question)` when `question` changes (nothing while it is undefined) and keeps each answer
 * with the question it answers. An answer to an earlier question, or one that arrives after unmount,
 * is dropped: the request itself runs on (our calls take no AbortSignal), its answer is ignored.
 * `question` is a string (JSON of the inputs), so callers pass inline objects without memoizing them;
 * `ask` runs with the render's current values and must not reject (`callOperation` never does).
 * `onAnswer` sees each answer that is kept, as it arrives (to log a failure once). `landed`: the
 * answer to the first question, already there as the component mounts (an answer asked ahead that
 * has come): it is drawn in the first render and not asked again, until `reload`.
 */
export function useLatestAnswer<A>(question: string | undefined, ask: (question: string) => Promise<A>, onAnswer?: (answer: A) => void, landed?: A): LatestAnswer<A> {
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<{ question: string; attempt: number; answer: A } | undefined>(() =>
    question !== undefined && landed !== undefined ? { question, attempt: 0, answer: landed } : undefined,
  );
  const landedFor = useRef(held?.question);
  const asking = useEffectEvent(ask);
  const answered = useEffectEvent((answer: A) => onAnswer?.(answer));
  useEffect(() => {
    if (question === undefined) return;
    if (landedFor.current === question && attempt === 0) return;
    landedFor.current = undefined;
    let current = true;
    void asking(question).then((answer) => {
      if (!current) return;
      answered(answer);
      setHeld({ question, attempt, answer });
    });
    return () => {
      current = false;
    };
  }, [question, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const mine = held !== undefined && held.question === question;
  return {
    answer: mine ? held.answer : undefined,
    latest: held?.answer,
    loading: question !== undefined && !(mine && held.attempt === attempt),
    reload,
  };
}
