// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentUpload } from '../../../src/portal/runtime/screens/document-upload.tsx';
import { renderInLanguage, textOf } from '../forms/render-in-language.tsx';

afterEach(cleanup);

const choose = (label: string, name: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [new File(['%PDF-1.4'], name, { type: 'application/pdf' })] } });

describe('a checklist document upload', () => {
  it('refuses another extension at once, under the button, without uploading (Arabic)', async () => {
    const upload = vi.fn();
    await renderInLanguage(<DocumentUpload label="رفع" upload={upload} onUploaded={vi.fn()} />, 'ar');
    choose('رفع', 'photo.png');
    expect(await screen.findByText(textOf('ar', 'errors.unsupported_file_extension'))).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a renamed file under the button, and reports a stored one", async () => {
    const onUploaded = vi.fn();
    const refused = { ok: false as const, status: 400, error: { code: 'invalid_request', message: '', fields: { file: 'Unsupported file extension' } } };
    const upload = vi.fn().mockResolvedValueOnce(refused).mockResolvedValueOnce({ ok: true, status: 201, data: {} });
    await renderInLanguage(<DocumentUpload label="Upload" upload={upload} onUploaded={onUploaded} />, 'en');
    choose('Upload', 'statute.pdf');
    expect(await screen.findByText('Unsupported file extension')).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
    choose('Upload', 'statute.pdf');
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[1]![0].name).toBe('statute.pdf');
  });
});
