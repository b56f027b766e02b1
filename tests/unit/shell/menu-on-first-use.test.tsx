// @vitest-environment jsdom
import { Button, FluentProvider, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, render, screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuOnFirstUse, type TriggerElement } from '../../../src/portal/app/layout/menu-on-first-use.tsx';
import { chunkOnDemand } from '../../../src/portal/lib/chunk-on-demand.ts';

afterEach(cleanup);

// What a header menu's chunk gives (user-menu-list.tsx): Fluent's Menu around the trigger it is handed.
function AccountMenu({ trigger, onOpen }: { trigger: TriggerElement; onOpen: () => void }) {
  return (
    <Menu onOpenChange={(_, menu) => menu.open && onOpen()}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem>Profile</MenuItem>
          <MenuItem>Log out</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** A chunk whose fetch is counted and ends when the test says (`arrive`, or `fail`). */
function slowChunk() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const fetched = vi.fn(() => new Promise<typeof AccountMenu>((resolve, reject) => {
    arrive = () => resolve(AccountMenu);
    fail = reject;
  }));
  return { chunk: chunkOnDemand(fetched), fetched, arrive: () => act(async () => arrive()), fail: (error: Error) => act(async () => fail(error)) };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError = (error: Error) => ({ error });
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function renderMenu(chunk: ReturnType<typeof slowChunk>['chunk'], dir: 'ltr' | 'rtl' = 'ltr', onOpen = () => undefined) {
  const trigger = <Button appearance="transparent" aria-label="Account of Sara">Sara</Button>;
  render(
    <FluentProvider theme={webLightTheme} dir={dir}>
      <Boundary>
        <button type="button">elsewhere</button>
        <MenuOnFirstUse chunk={chunk} trigger={trigger} menu={{ onOpen }} />
      </Boundary>
    </FluentProvider>,
  );
}

const trigger = () => view.getByRole('button', { name: 'Account of Sara' });
const items = () => view.queryAllByRole('menuitem');

// jsdom lays nothing out, so tabster's focus finders see no item to focus when the menu opens:
// the first item's focus is checked in Chromium (tests/e2e/shell-layout.spec.ts); here the menu is
// open on its trigger, and from the first item (focused by hand) Escape brings the focus back.
async function isOpen(count = 2) {
  await waitFor(() => expect(items()).toHaveLength(count));
  expect(trigger().getAttribute('aria-expanded')).toBe('true');
}
async function escapeFromFirstItem() {
  act(() => items()[0]!.focus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(items()).toHaveLength(0));
  expect(document.activeElement).toBe(trigger());
}

describe('a header menu fetched on first use', () => {
  it('draws its button at once, and fetches the menu only when the button is hovered or focused', async () => {
    const { chunk, fetched } = slowChunk();
    renderMenu(chunk);
    expect(trigger().textContent).toBe('Sara');
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(fetched).not.toHaveBeenCalled();
    await userEvent.hover(trigger());
    expect(fetched).toHaveBeenCalledTimes(1);
    act(() => trigger().focus());
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`opens on a click, and Escape brings the focus back to the button (${dir})`, async () => {
      const { chunk, arrive } = slowChunk();
      const onOpen = vi.fn();
      renderMenu(chunk, dir, onOpen);
      await userEvent.hover(trigger());
      await arrive();
      await userEvent.click(trigger());
      await isOpen();
      expect(onOpen).toHaveBeenCalledTimes(1); // as any opening does (the notifications ask their counts again)
      await escapeFromFirstItem();
      expect(trigger().textContent).toBe('Sara');
    });

    for (const key of ['{ArrowDown}', '{Enter}', ' ']) {
      it(`opens from the keyboard (${key === ' ' ? 'Space' : key}) on the focused button (${dir})`, async () => {
        const { chunk, arrive } = slowChunk();
        renderMenu(chunk, dir);
        await userEvent.tab();
        await userEvent.tab();
        expect(document.activeElement).toBe(trigger());
        await arrive();
        await userEvent.keyboard(key);
        await isOpen();
        await escapeFromFirstItem();
      });
    }
  }

  it('opened before its chunk has come, the menu opens when it comes', async () => {
    const { chunk, arrive } = slowChunk();
    renderMenu(chunk);
    await userEvent.click(trigger());
    await userEvent.click(trigger()); // an impatient second click does not cancel it
    expect(items()).toHaveLength(0);
    await arrive();
    await isOpen();
  });

  it('does not open late once the user has clicked elsewhere', async () => {
    const { chunk, arrive } = slowChunk();
    renderMenu(chunk);
    await userEvent.click(trigger());
    await userEvent.click(view.getByRole('button', { name: 'elsewhere' }));
    await arrive();
    expect(items()).toHaveLength(0);
    expect(document.activeElement).toBe(view.getByRole('button', { name: 'elsewhere' }));
    await userEvent.click(trigger()); // and opens at once on the next click
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it('a chunk that fails on use reaches the error boundary (the route error page: one reload, else a message), not a dead button', async () => {
    const { chunk, fail } = slowChunk();
    renderMenu(chunk);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(trigger());
    await fail(new TypeError('Failed to fetch dynamically imported module: /portal/assets/user-menu-list.js'));
    expect(view.getByRole('alert').textContent).toContain('dynamically imported module');
    logged.mockRestore();
  });

  it('a failed fetch on hover is tried again when the button is used', async () => {
    const { chunk, fetched, fail } = slowChunk();
    renderMenu(chunk);
    await userEvent.hover(trigger());
    await fail(new TypeError('Failed to fetch dynamically imported module'));
    expect(trigger()).toBeTruthy();
    await userEvent.click(trigger());
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});
