/**
 * What a workflow step leaves for the people it tells (`notify:`): one notification per recipient
 * and one e-mail each in the outbox, written in the step's transaction. The recipients are the
 * active users of the notified user types who may open the record — the scope the entity's read
 * operation grants each of them, exactly as the API applies it — and, for `owner`, its creator;
 * never the one who took the step.
 */
import { routes } from '../../../../generated/screens/routes.ts';
import { recordTitle } from '../../../shared/workflow/record-title.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';
import { grantedScope } from '../access/access-rules.ts';
import { recordScopeConditions } from '../access/scope-sql.ts';
import { translate } from '../i18n.ts';
import type { Language } from '../../../../generated/i18n/resources.ts';
import { outboxRepository } from '../outbox/outbox-repository.ts';
import { tableOf } from '../resources/read-handlers.ts';
import type { RecordRow } from '../resources/records-repository.ts';
import type { AuthUser } from '../request-context.ts';
import { readOperationOf } from './read-operation.ts';
import type { WorkflowBinding } from './workflow-binding.ts';

/** A user a step may tell. */
type Candidate = AuthUser & { email: string | null; language: Language };

/** The step being told about. */
export type Step = { stateLogId: number; event: string; actorId: number | null; notify: string[] };

/** The candidates who may open `record`: one query per distinct scope condition among them (most share one). */
async function mayOpen(tx: Queryable, workflow: WorkflowBinding, record: RecordRow, candidates: Candidate[]): Promise<Candidate[]> {
  const operationId = readOperationOf(workflow.entity.name);
  if (!operationId) return [];
  const byCondition = new Map<string, { sql: string; values: unknown[]; users: Candidate[] }>();
  const everyone: Candidate[] = [];
  for (const user of candidates) {
    const scope = grantedScope(operationId, user);
    if (!scope) continue;
    if (scope.conditions.length === 0) {
      everyone.push(user);
      continue;
    }
    const params = new SqlParams([record.id]);
    const sql = recordScopeConditions(workflow.entity, tableOf, scope, params).join(' AND ');
    const key = JSON.stringify([sql, params.values]);
    const group = byCondition.get(key) ?? { sql, values: params.values, users: [] };
    group.users.push(user);
    byCondition.set(key, group);
  }
  const reached = [...everyone];
  for (const group of byCondition.values()) {
    const { rows } = await tx.query(`SELECT 1 FROM ${workflow.entity.table} r WHERE r.id = $1 AND ${group.sql}`, group.values);
    if (rows.length) reached.push(...group.users);
  }
  return reached;
}

/** The users `step` tells about `record`: the notified types in scope of it, its owner for `owner`, not the actor. */
async function recipientsOf(tx: Queryable, workflow: WorkflowBinding, record: RecordRow, step: Step): Promise<Candidate[]> {
  const types = step.notify.filter((n) => n !== 'owner');
  const owner = step.notify.includes('owner') && record.created_by !== null ? Number(record.created_by) : null;
  const { rows } = await tx.query<Candidate & { id: string }>(
    `SELECT id, username, name, email, user_type, permissions, menu_permissions, ft_department, last_login, language FROM users
      WHERE is_active AND locked_at IS NULL AND (user_type = ANY($1::text[]) OR id = $2) AND id IS DISTINCT FROM $3`,
    [`{${types.join(',')}}`, owner, step.actorId],
  );
  const users = rows.map((row) => ({ ...row, id: Number(row.id) }));
  const owners = users.filter((u) => u.id === owner);
  const others = await mayOpen(tx, workflow, record, users.filter((u) => u.id !== owner && types.includes(u.user_type)));
  return [...owners, ...others];
}

/** Writes the step's notifications and e-mails; returns how many people it told. */
export async function notifyStep(tx: Queryable, workflow: WorkflowBinding, record: RecordRow, step: Step): Promise<number> {
  const notices = workflow.definition.notifications;
  if (!notices || step.notify.length === 0) return 0;
  const recipients = await recipientsOf(tx, workflow, record, step);
  if (recipients.length === 0) return 0;
  const recordId = Number(record.id);
  const titles = recordTitle(workflow.definition.entity, record.data);
  await tx.query(
    `INSERT INTO notifications (user_id, type, workflow, record_id, state_log_id, actor_id, data)
     SELECT u, $2, $3, $4, $5, $6, $7::jsonb FROM unnest($1::bigint[]) AS u`,
    [`{${recipients.map((r) => r.id).join(',')}}`, notices.type, workflow.definition.workflow, recordId, step.stateLogId, step.actorId, JSON.stringify({ event: step.event, title: titles })],
  );
  const key = workflow.definition.workflow.replace(/-/g, '_');
  const page = routes.find((r) => r.name === notices.page)!;
  // The link's path: delivery puts the portal's address (PUBLIC_URL) in front of it.
  const path = `/portal/${page.path.replace(':id', String(recordId))}`;
  // The texts of the e-mail in each language, worked out once (a step may tell a thousand people).
  const texts = new Map<Language, { record: string; event: string; workflow: string }>();
  const textsIn = (language: Language) => {
    if (!texts.has(language)) {
      texts.set(language, {
        record: titles[language] || translate(language, 'common.record_number', { number: String(recordId) }),
        event: translate(language, `workflows.${key}.events.${step.event}`),
        workflow: translate(language, `notifications.workflows.${key}`),
      });
    }
    return texts.get(language)!;
  };
  await outboxRepository(tx).addMany(
    recipients.flatMap((user) =>
      user.email ? [{ channel: 'email' as const, recipient: user.email, template: 'notifications.mail', params: { name: user.name, ...textsIn(user.language), path }, language: user.language }] : [],
    ),
  );
  return recipients.length;
}
