import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { OperationId } from '../../../../generated/api/operations.ts';
import type { WorkflowDefinition, WorkflowTransition } from '../../../shared/workflow/types.ts';
import { callAnyOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';

type Warning = { message: string; count: number };

/**
 * The open problems a step's dialog warns of (`warn:` of the transition, `warnings:` of its workflow):
 * each asks its operation about the record and shows its message while the count is above zero.
 * A warning that cannot be read shows nothing: the server still refuses what its checks refuse.
 */
export function TransitionWarnings({ transition, warnings, record }: { transition: WorkflowTransition; warnings: WorkflowDefinition['warnings']; record: number }) {
  const { tKey, language } = useT();
  const [shown, setShown] = useState<Warning[]>([]);
  const names = (transition.warn ?? []).join(',');
  useEffect(() => {
    let current = true;
    const asked = names ? names.split(',').map((name) => warnings![name]!) : [];
    void Promise.all(
      asked.map(async (warning): Promise<Warning | undefined> => {
        const result = await callAnyOperation(warning.operation as OperationId, { params: { id: record } });
        const count = result.ok ? Number((result.data as Record<string, unknown>)[warning.count]) : 0;
        return count > 0 ? { message: warning.message, count } : undefined;
      }),
    ).then((answers) => current && setShown(answers.filter((a): a is Warning => a !== undefined)));
    return () => {
      current = false;
    };
  }, [names, warnings, record, language]);
  return shown.map((warning) => (
    <MessageBar key={warning.message} intent="warning">
      <MessageBarBody>{tKey(warning.message, { count: warning.count })}</MessageBarBody>
    </MessageBar>
  ));
}
