import type { FileFieldRule } from '../../../../../shared/spec-model.ts';

/** A file as the upload endpoints answer and as a files field holds it. */
export type UploadedFile = { id: number; name: string; size?: number; content_type?: string; url?: string };

/** Extensions and media types of each kind of `x-files.accept` (spec §5: documents PDF, photos JPEG). */
const KINDS: Record<FileFieldRule['accept'][number], string[]> = {
  pdf: ['.pdf', 'application/pdf'],
  jpeg: ['.jpg', '.jpeg', 'image/jpeg'],
};

/** The `accept` attribute for a rule (`['pdf']` → `.pdf,application/pdf`). */
export const acceptOf = (rule: Pick<FileFieldRule, 'accept'>): string => rule.accept.flatMap((kind) => KINDS[kind]).join(',');

/** Whether a chosen file looks acceptable; the server checks the content, this only saves a round trip. */
export function isAccepted(file: File, rule: Pick<FileFieldRule, 'accept'>): boolean {
  const name = file.name.toLowerCase();
  return rule.accept.flatMap((kind) => KINDS[kind]).some((entry) => (entry.startsWith('.') ? name.endsWith(entry) : file.type === entry));
}
