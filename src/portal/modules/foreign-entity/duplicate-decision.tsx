import { useState } from 'react';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { CommentDialog } from './comment-dialog.tsx';
import type { EntityRecord } from './entity-page-frame.tsx';
import { MergeFields } from './merge-fields.tsx';

/** What the ministry decides about one duplicate entity. */
export type DuplicateAction = 'archive' | 'merge' | 'delete';

const TITLES = { archive: 'foreign_entity.duplicates.archive', merge: 'foreign_entity.duplicates.merge_title', delete: 'foreign_entity.duplicates.delete' } as const;

/**
 * The dialog of one decision on a duplicate: archive (duplicated-fes/{id}/archive/), merge into
 * another entity of its group under a chosen name (…/merge/), or delete (DELETE …/{id}/); each
 * needs a comment. `onDone` gets the decision taken.
 */
export function DuplicateDecision(props: { action: DuplicateAction; entity: EntityRecord; group: EntityRecord[]; onDone: (action: DuplicateAction) => void; onClose: () => void }) {
  const { t } = useT();
  const others = props.group.filter((other) => other.id !== props.entity.id);
  const [into, setInto] = useState<number | undefined>(others[0]?.id);
  const [name, setName] = useState(others[0]?.name ?? props.entity.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ fields?: Record<string, string>; message?: string }>();
  const confirm = async (comment: string) => {
    setBusy(true);
    const params = { id: props.entity.id };
    const result =
      props.action === 'archive'
        ? await callOperation('archiveDuplicate', { params, body: { comment } })
        : props.action === 'merge'
          ? // With no other record to merge into, `into` is left out and the server says so under the field.
            await callOperation('mergeDuplicate', { params, body: { into: into as number, name: name.trim(), comment } })
          : await callOperation('deleteDuplicate', { params, query: { comment } });
    setBusy(false);
    if (!result.ok) return setError({ fields: result.error.fields, message: result.error.message || t('errors.error_occurred') });
    props.onDone(props.action);
  };
  const nameError = error?.fields?.name ?? error?.fields?.into;
  return (
    <CommentDialog title={t(TITLES[props.action])} busy={busy} serverError={nameError ? undefined : error?.message} onConfirm={(comment) => void confirm(comment)} onClose={props.onClose}>
      {props.action === 'merge' && (
        <MergeFields
          others={others}
          into={into}
          name={name}
          error={nameError}
          onInto={(id) => {
            setInto(id);
            setName(others.find((other) => other.id === id)?.name ?? name);
          }}
          onName={setName}
        />
      )}
    </CommentDialog>
  );
}
