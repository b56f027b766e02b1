import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import type { EntityRecord } from './entity-page-frame.tsx';

/** The merge dialog's choices: the entity to keep (of the others in the group) and the name it keeps. */
export function MergeFields(props: { others: EntityRecord[]; into?: number; name: string; onInto: (id: number) => void; onName: (name: string) => void; error?: string }) {
  const { t } = useT();
  return (
    <>
      <Field label={t('foreign_entity.duplicates.into')} required>
        <RadioGroup value={props.into === undefined ? '' : String(props.into)} onChange={(_, data) => props.onInto(Number(data.value))}>
          {props.others.map((other) => (
            <Radio key={other.id} value={String(other.id)} label={`${other.name} (${other.id})`} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t('foreign_entity.duplicates.keep_name')} required validationMessage={props.error}>
        <Input value={props.name} onChange={(_, data) => props.onName(data.value)} />
      </Field>
    </>
  );
}
