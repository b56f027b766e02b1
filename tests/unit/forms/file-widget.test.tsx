// @vitest-environment jsdom
import { act, cleanup, screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import SchemaForm from '../../../src/portal/runtime/forms/schema-form.tsx';
import { acceptOf } from '../../../src/portal/runtime/forms/theme/widgets/file-accept.ts';
import { FakeXhr, installFakeXhr } from './fake-xhr.ts';
import { screenOf } from './fixtures.ts';
import { renderInLanguage, textOf, type Language } from './render-in-language.tsx';

// The real upload is covered end to end; here XMLHttpRequest is a fake the test answers.
const filesScreen = screenOf(['title', 'files'], { files: 'file' });
const pdf = (name = 'report.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const stored = (id: number, name: string) => ({ id, name, size: 8, content_type: 'application/pdf', url: `/api/v1/reference-files/${id}/download/` });

async function renderFiles(language: Language, onSubmit = vi.fn()) {
  await renderInLanguage(<SchemaForm schema={entitySchemas.reference} screen={filesScreen} onSubmit={onSubmit} />, language);
  return onSubmit;
}

beforeEach(() => {
  installFakeXhr();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['ar', 'en'] as const)('file widget in %s', (language) => {
  it('uploads as soon as a file is chosen, with a progress bar, then lists it with a remove button', async () => {
    const user = userEvent.setup();
    const onSubmit = await renderFiles(language);
    expect(fileInput().accept).toBe('.pdf,application/pdf');
    await user.upload(fileInput(), pdf());

    const request = FakeXhr.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/reference-files/');
    expect((request.body as FormData).get('file')).toBeInstanceOf(File);
    act(() => request.progress(50, 100));
    const bar = view.getByRole('progressbar', { name: textOf(language, 'common.form.uploading', { name: 'report.pdf' }) });
    expect(bar.getAttribute('aria-valuenow')).toBe('0.5');

    await act(async () => request.respond(201, stored(3, 'report.pdf')));
    expect(view.queryByRole('progressbar')).toBeNull();
    expect(view.getByRole('link', { name: 'report.pdf' }).getAttribute('href')).toBe('/api/v1/reference-files/3/download/');

    await user.type(view.getByLabelText(new RegExp(`^${textOf(language, 'references.fields.title')}`)), 'Guide');
    await user.click(view.getByRole('button', { name: textOf(language, 'common.actions.save') }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ files: [stored(3, 'report.pdf')] }));

    await user.click(view.getByRole('button', { name: textOf(language, 'common.form.remove_file', { name: 'report.pdf' }) }));
    expect(view.queryByRole('link', { name: 'report.pdf' })).toBeNull();
  });

  it("shows the server's file error (fields.file, else message) under the field", async () => {
    const user = userEvent.setup();
    await renderFiles(language);
    await user.upload(fileInput(), pdf('fake.pdf'));
    await act(async () => FakeXhr.requests[0]!.respond(400, { code: 'invalid_request', message: 'check the fields', fields: { file: 'Unsupported file extension (server)' } }));
    expect(document.getElementById('root_files__error')?.textContent).toBe('Unsupported file extension (server)');
    expect(view.getByRole('button', { name: new RegExp(textOf(language, 'common.form.choose_file')) }).getAttribute('aria-invalid')).toBe('true');

    await user.upload(fileInput(), pdf('big.pdf'));
    await act(async () => FakeXhr.requests[1]!.respond(413, { code: 'payload_too_large', message: 'too large (server)' }));
    expect(document.getElementById('root_files__error')?.textContent).toBe('too large (server)');

    await user.upload(fileInput(), pdf('good.pdf'));
    await act(async () => FakeXhr.requests[2]!.respond(201, stored(4, 'good.pdf')));
    expect(document.getElementById('root_files__error')).toBeNull();
  });

  it('refuses a file of another kind before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderFiles(language);
    await user.upload(fileInput(), new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(FakeXhr.requests).toHaveLength(0);
    expect(document.getElementById('root_files__error')?.textContent).toBe(textOf(language, 'errors.unsupported_file_extension'));
  });
});

describe('acceptOf', () => {
  it('maps x-files kinds to extensions and media types', () => {
    expect(acceptOf({ accept: ['pdf'] })).toBe('.pdf,application/pdf');
    expect(acceptOf({ accept: ['jpeg'] })).toBe('.jpg,.jpeg,image/jpeg');
  });
});
