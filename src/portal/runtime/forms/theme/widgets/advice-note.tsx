import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { OperationId } from '../../../../../../generated/api/operations.ts';
import { logFailure, useAnyOperation } from '../../../../lib/use-operation.ts';
import { useT } from '../../../../lib/i18n.ts';

/** `advice` of a place widget: the operation answering a text about the chosen value, and the path parameter it takes. */
export type AdviceOption = { operation: OperationId; param: string; title?: string };

type Advice = { message?: string | null; level?: string | null; country_name?: string };

const INTENT: Record<string, 'info' | 'warning' | 'error'> = { info: 'info', caution: 'warning', avoid: 'error' };

/**
 * A text the server keeps about a chosen value, under its field (the ministry's travel advice for the country
 * of a safe-travel notification): asked whenever the value changes, shown only when there is one; a failed
 * call is only logged (product spec section 8).
 */
export function AdviceNote({ advice, value }: { advice: AdviceOption; value: unknown }) {
  const { tKey } = useT();
  const chosen = typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
  const { data } = useAnyOperation(chosen === undefined ? undefined : advice.operation, { params: { [advice.param]: chosen ?? '' } }, { onAnswer: logFailure(advice.operation) });
  const answer = data as Advice | undefined;
  if (chosen === undefined || !answer?.message) return null;
  return (
    <MessageBar intent={INTENT[answer.level ?? 'info'] ?? 'info'} layout="multiline" aria-live="polite">
      <MessageBarBody>
        <MessageBarTitle>{tKey(advice.title ?? 'forms.widgets.advice_title', { country: answer.country_name ?? chosen })}</MessageBarTitle>
        {answer.message}
      </MessageBarBody>
    </MessageBar>
  );
}
