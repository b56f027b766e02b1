import type { OperationId } from '../../../generated/api/operations.ts';
import { useState } from 'react';
import { callAnyOperation, type ApiError, type ApiResult, type LooseInit } from './api-client.ts';
import { callKey, takeSettledAnswer } from './answers-ahead.ts';
import type { AnswerOf, InitArgs } from './operation-init.ts';
import { useLatestAnswer } from './use-latest-answer.ts';

/** An operation's answer as a component shows it. */
export type OperationState<T> = {
  /** The answer to the current call; kept while `reload` calls again; undefined until it arrives. */
  result?: ApiResult<T>;
  /** The data of that answer, when it succeeded. */
  data?: T;
  /** The error of that answer, when it failed. */
  error?: ApiError;
  /** The last answer that arrived, to whichever call (a list keeps its rows on screen while the next page loads). */
  latest?: ApiResult<T>;
  /** The last call has no answer yet. */
  loading: boolean;
  /** Calls again with the same inputs. */
  reload: () => void;
};

/**
 * How a component calls: `key` names another input of the answer (a language, a record's version); `onAnswer` sees each answer kept;
 * `landed`: a good answer to this call asked ahead (lib/answers-ahead.ts) that has already come is drawn in the first render, where
 * taking it (a promise) would draw it in a second commit after first paint (Lighthouse's blocking time, issue 19 item 7).
 */
export type CallOptions<T> = { key?: string | number; onAnswer?: (result: ApiResult<T>) => void; landed?: boolean };

/** The good answer to this call asked ahead, if it has come (a failed one is asked again, as `takeAnswer`'s callers do). */
function landedAnswer(operationId: OperationId | undefined, init: LooseInit): ApiResult<unknown> | undefined {
  if (operationId === undefined) return undefined;
  const key = callKey(operationId, init);
  const settled = takeSettledAnswer(key)?.value as ApiResult<unknown> | undefined;
  return settled?.ok ? settled : undefined;
}

/**
 * Calls `operationId` with `init`, again whenever they change (inline objects are fine), and keeps
 * the answer; an answer to an earlier call, or after unmount, is dropped (useLatestAnswer). No call
 * while `operationId` is undefined.
 */
export function useAnyOperation(operationId: OperationId | undefined, init: LooseInit = {}, options: CallOptions<unknown> = {}): OperationState<unknown> {
  const question = operationId === undefined ? undefined : JSON.stringify([operationId, init, options.key ?? null]);
  const [landed] = useState(() => (options.landed ? landedAnswer(operationId, init) : undefined));
  const { answer, latest, loading, reload } = useLatestAnswer(
    question,
    (asked) => {
      const [id, sent] = JSON.parse(asked) as [OperationId, LooseInit];
      return callAnyOperation(id, sent);
    },
    options.onAnswer,
    landed,
  );
  return { result: answer, data: answer?.ok ? answer.data : undefined, error: answer && !answer.ok ? answer.error : undefined, latest, loading, reload };
}

/** `useAnyOperation` typed from the spec: `init` as the operation declares it, the answer typed. */
export function useOperation<Id extends OperationId>(operationId: Id | undefined, ...[init, options]: InitArgs<Id, [options?: CallOptions<AnswerOf<Id>>]>): OperationState<AnswerOf<Id>> {
  // The one loose step: `init` and the answer are the operation's own, as the signature says.
  return useAnyOperation(operationId, init as LooseInit, options as CallOptions<unknown>) as OperationState<AnswerOf<Id>>;
}

/** An `onAnswer` that logs a failed answer as `<what> failed` with its status (spec section 8: such failures are only logged). */
export const logFailure =
  (what: string) =>
  (result: ApiResult<unknown>): void => {
    if (!result.ok) console.warn(`${what} failed`, result.status);
  };
