// @vitest-environment jsdom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { directionOf, i18n } from '../../../src/portal/lib/i18n.ts';
import { textOf } from '../forms/render-in-language.tsx';

// The counts as notifications/stats/ answers them (the stream is off: jsdom has no EventSource), a
// signed-in user, and a record of when the menu's chunk is fetched.
const { reload, listFetched } = vi.hoisted(() => ({ reload: vi.fn(), listFetched: vi.fn() }));
const stats = { total: 12, bc: 3, fe: 0, ft: 9, tr: 0, sr: 0 };
vi.mock('../../../src/portal/lib/use-operation.ts', () => ({ useOperation: () => ({ data: stats, reload }), logFailure: () => () => undefined }));
vi.mock('../../../src/portal/app/session-context.tsx', () => ({ useSession: () => ({ user: { id: 1, name: 'Sara' } }) }));
vi.mock('../../../src/portal/app/layout/notifications-menu-list.tsx', async (original) => {
  listFetched();
  return original();
});
const { NotificationsMenu } = await import('../../../src/portal/app/layout/notifications-menu.tsx');

afterEach(cleanup);

async function renderIn(language: 'ar' | 'en') {
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme} dir={directionOf(language)}>
        <MemoryRouter>
          <NotificationsMenu />
        </MemoryRouter>
      </FluentProvider>
    </I18nextProvider>,
  );
}

describe('the header notifications button', () => {
  it('shows the unread count at once, without fetching its menu', async () => {
    await renderIn('en');
    expect(view.getByTestId('notifications-button').textContent).toBe('12');
    expect(listFetched).not.toHaveBeenCalled();
  });

  for (const language of ['ar', 'en'] as const) {
    it(`shows the count in the language's numerals, and its menu per type on use (${language})`, async () => {
      await renderIn(language);
      const button = view.getByTestId('notifications-button');
      expect(button.getAttribute('aria-label')).toBe(textOf(language, 'shell.notifications.button_count', { count: 12 }));
      expect(button.textContent).toBe(language === 'ar' ? '١٢' : '12');
      reload.mockClear();
      await userEvent.click(button);
      const items = await view.findAllByRole('menuitem');
      expect(items).toHaveLength(6);
      expect(items[2]!.textContent).toContain(textOf(language, 'shell.notifications.types.ft'));
      expect(items[2]!.textContent).toContain(language === 'ar' ? '٩' : '9');
      expect(reload).toHaveBeenCalledTimes(1); // an opening asks the counts again
      expect(view.getByTestId('notifications-button').textContent).toBe(language === 'ar' ? '١٢' : '12');
    });
  }
});
