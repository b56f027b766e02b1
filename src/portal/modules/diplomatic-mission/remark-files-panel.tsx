import type { PanelProps } from '../../../shared/spec-model.ts';
import { RecordFilesPanel } from '../../runtime/screens/record-files-panel.tsx';

/** The mission's remark files on its page (`dm-remark-files/`), with an upload for those granted it. */
export default function RemarkFilesPanel({ record, userType }: PanelProps) {
  return (
    <RecordFilesPanel
      record={record}
      userType={userType}
      list="listMissionRemarkFiles"
      upload="uploadMissionRemarkFile"
      param="mission"
      texts={{ title: 'mission.titles.remark_files', upload: 'mission.remark_files.upload', hint: 'mission.remark_files.hint', empty: 'mission.remark_files.empty', uploaded: 'mission.remark_files.uploaded' }}
    />
  );
}
