// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../../generated/screens/references.ts';
import type { DetailScreen as DetailDescriptor } from '../../../src/portal/lib/screen-descriptors.ts';
import DetailScreen from '../../../src/portal/runtime/screens/detail-screen.tsx';
import { renderInRouter } from './render-in-router.tsx';

const { callOperation } = vi.hoisted(() => ({ callOperation: vi.fn() }));
// Typed and loose calls go through one fake (the runtimes call operations by descriptor names loosely).
vi.mock('../../../src/portal/lib/api-client.ts', () => ({ callOperation, callAnyOperation: callOperation }));

const descriptor = screens.find((item) => item.name === 'references.preview') as DetailDescriptor;
const reference = {
  id: 7,
  title: 'Charity law',
  author: 'Dana',
  published_date: '2024-03-05',
  views: 1500,
  description: 'The law.',
  visible: true,
  user_types: ['le', 'fe'],
  files: [{ id: 3, name: 'law.pdf', size: 12_345, content_type: 'application/pdf', url: '/api/v1/references/files/3/' }],
};
const show = (language: 'ar' | 'en' = 'en', userType = 'le') =>
  renderInRouter(<DetailScreen screen={descriptor} userType={userType} />, '/references/preview/:id', '/references/preview/7', language);

afterEach(() => {
  cleanup();
  callOperation.mockReset();
});

describe('DetailScreen', () => {
  it('loads the record by route params and shows its sections as label/value pairs', async () => {
    callOperation.mockResolvedValue({ ok: true, status: 200, data: reference });
    await show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Charity law' })).toBeTruthy();
    expect(callOperation).toHaveBeenCalledWith('getReference', { params: { id: '7' } });
    const main = screen.getByRole('region', { name: 'Reference details' });
    const pairs = within(main).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Author', 'Dana'],
      ['Published date', '05/03/2024'],
      ['Views', '1,500'],
      ['Description', 'The law.'],
    ]);
    const audience = screen.getByRole('region', { name: 'Audience and files' });
    expect(within(audience).getByText('Yes')).toBeTruthy();
    expect(within(audience).getByText('Kuwaiti Entity, Foreign Entity')).toBeTruthy();
  });

  it('renders x-files fields as download links with name and size', async () => {
    callOperation.mockResolvedValue({ ok: true, status: 200, data: reference });
    await show();
    const link = await screen.findByRole('link', { name: 'law.pdf' });
    expect(link.getAttribute('href')).toBe('/api/v1/references/files/3/');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText('(12.3 kB)')).toBeTruthy();
  });

  it('shows actions the user may perform, in Arabic too', async () => {
    callOperation.mockResolvedValue({ ok: true, status: 200, data: reference });
    await show('ar');
    expect((await screen.findByRole('link', { name: 'العودة إلى المراجع' })).getAttribute('href')).toBe('/references/all');
    expect(screen.getByRole('region', { name: 'بيانات المرجع' })).toBeTruthy();
    expect(screen.getByText('جهة كويتية، جهة أجنبية')).toBeTruthy();
  });

  it('hides actions the rule does not grant', async () => {
    callOperation.mockResolvedValue({ ok: true, status: 200, data: reference });
    await show('en', 'not_a_type');
    await screen.findByRole('heading', { level: 1, name: 'Charity law' });
    expect(screen.queryByRole('link', { name: 'Back to references' })).toBeNull();
  });

  it('says the record was not found on 404', async () => {
    callOperation.mockResolvedValue({ ok: false, status: 404, error: { code: 'server_error', message: '' } });
    await show();
    expect((await screen.findByRole('alert')).textContent).toContain('The record was not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
