import { Button, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { callOperation, uploadFile } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import type { FileValue } from '../../runtime/screens/file-links.tsx';
import { DocumentUpload } from '../../runtime/screens/document-upload.tsx';

const useStyles = makeStyles({
  box: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  logo: { maxInlineSize: '8rem', maxBlockSize: '8rem', objectFit: 'contain', ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2), borderRadius: tokens.borderRadiusMedium },
});

/** The entity's logo (a JPEG photo, checked by its bytes on the server): shown, replaced, removed. */
export function LogoTools({ entity, logo, onChanged }: { entity: number; logo: FileValue[]; onChanged: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const [error, setError] = useState<string>();
  const current = logo[0];
  const remove = async () => {
    const result = await callOperation('deleteForeignEntityLogo', { params: { id: entity } });
    if (!result.ok) return setError(result.error.message || t('errors.error_occurred'));
    setError(undefined);
    onChanged();
  };
  return (
    <div className={styles.box}>
      {current?.url && <img className={styles.logo} src={current.url} alt={t('foreign_entity.fields.logo')} />}
      <DocumentUpload
        kind="jpeg"
        label={t('foreign_entity.actions.upload_logo')}
        upload={(file, onProgress) => uploadFile('updateForeignEntityLogo', file, onProgress, {}, { id: entity })}
        onUploaded={onChanged}
      />
      {current && <Button icon={<DeleteRegular />} onClick={() => void remove()}>{t('foreign_entity.actions.remove_logo')}</Button>}
      {error && <span role="alert">{error}</span>}
    </div>
  );
}
