import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import type { UploadSection } from './checklist-model.ts';
import { ChecklistView } from './checklist-view.tsx';

/** The renewal checklist (type 1) of an entity, with uploads and reviews when given; `children` get whether it is complete. */
export function RenewalChecklist(props: { entity: number; upload?: UploadSection; review?: boolean; onChanged?: () => void; children?: (complete: boolean) => ReactNode }) {
  const { t } = useT();
  const { result, reload } = useOperation('getForeignEntityChecklist', { params: { id: props.entity } });
  if (!result) return <Spinner size="small" label={t('common.loading')} />;
  if (!result.ok) return <LoadError error={result.error} onRetry={reload} />;
  const renewal = result.data.types.find((type) => type.checklist_type === 1);
  if (!renewal) return null;
  const changed = () => {
    reload();
    props.onChanged?.();
  };
  return (
    <>
      <ChecklistView type={renewal} upload={props.upload} reviewEntity={props.review ? props.entity : undefined} onChanged={changed} />
      {props.children?.(renewal.complete)}
    </>
  );
}
