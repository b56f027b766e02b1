// @vitest-environment jsdom
import { Field } from '@fluentui/react-components';
import { act, cleanup, fireEvent, screen as view, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Handover } from '../../../src/portal/runtime/forms/lookups/handover.ts';
import { ComboboxOnFirstUse, LightCombobox } from '../../../src/portal/runtime/forms/lookups/light-combobox.tsx';
import { lazyPart } from '../../../src/portal/runtime/forms/theme/lazy-part.tsx';
import { renderInLanguage } from './render-in-language.tsx';

// The light control of the lookups (lookups/light-combobox.tsx): a combobox by role and label, drawn
// until it is used; then the Combobox's chunk (here a stand-in recording what it was handed) takes its place.
type Props = { name: string; handover?: Handover | undefined };

/** A part whose chunk comes when `arrive` is called, drawing what it was handed. */
function heldPart() {
  let arrive = () => {};
  const came = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await came;
    return { default: ({ name, handover }: Props) => <output aria-label={`fluent ${name}`}>{JSON.stringify(handover ?? null)}</output> };
  });
  return { part: lazyPart<Props>(load), load, arrive };
}

const handed = (name: string) => JSON.parse(view.getByLabelText(`fluent ${name}`).textContent!) as Handover | null;

afterEach(cleanup);

describe.each(['ar', 'en'] as const)('the light control of a lookup in %s', (language) => {
  it('is a collapsed combobox labelled by its field, showing the chosen name; its chunk is fetched only once it is used', async () => {
    const { part, load, arrive } = heldPart();
    await renderInLanguage(
      <Field label="Continent" required>
        <ComboboxOnFirstUse part={part} props={{ name: 'continent' }} light={{ id: 'root_continent', value: 'Asia', placeholder: 'Type to search' }} />
      </Field>,
      language,
    );
    const box = view.getByRole('combobox', { name: /Continent/ }) as HTMLInputElement;
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('Asia');
    expect(box.required).toBe(true);
    expect(load).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    await waitFor(() => expect(handed('continent')).toEqual({ focused: true, selection: [0, 4], open: true }));
  });

  it('hands over the focus, the open state from ArrowDown, and what was typed', async () => {
    const { part, arrive } = heldPart();
    await renderInLanguage(
      <>
        <ComboboxOnFirstUse part={part} props={{ name: 'arrow' }} light={{ 'aria-label': 'arrow', value: '' }} />
        <ComboboxOnFirstUse part={part} props={{ name: 'typed' }} light={{ 'aria-label': 'typed', value: '' }} />
        <ComboboxOnFirstUse part={part} props={{ name: 'untouched' }} light={{ 'aria-label': 'untouched', value: '' }} />
      </>,
      language,
    );
    const user = userEvent.setup();
    view.getByRole('combobox', { name: 'arrow' }).focus();
    await user.keyboard('{ArrowDown}');
    await user.type(view.getByRole('combobox', { name: 'typed' }), 'As');
    await act(async () => arrive());
    // Every light control of the part becomes the Combobox once one has fetched it; only those used are handed anything.
    await waitFor(() => expect(handed('untouched')).toBeNull());
    expect(handed('arrow')).toMatchObject({ focused: false, open: true });
    expect(handed('typed')).toMatchObject({ focused: true, open: true, typed: 'As' });
  });

  it('disabled, it is not opened nor fetched; a value that can be cleared shows the clear button', async () => {
    const { part, load } = heldPart();
    const onClear = vi.fn();
    await renderInLanguage(
      <>
        <ComboboxOnFirstUse part={part} props={{ name: 'disabled' }} light={{ 'aria-label': 'disabled', value: 'Kuwait', disabled: true, onClear }} />
        <LightCombobox aria-label="clearable" value="Kuwait" onClear={onClear} />
      </>,
      language,
    );
    const disabled = view.getByRole('combobox', { name: 'disabled' }) as HTMLInputElement;
    expect(disabled.disabled).toBe(true);
    fireEvent.pointerDown(disabled);
    fireEvent.keyDown(disabled, { key: 'ArrowDown' });
    expect(load).not.toHaveBeenCalled();
    // The clear button (Fluent's Combobox's dismiss icon) only where the control is enabled.
    expect(disabled.parentElement!.querySelector('svg')!.innerHTML).not.toBe(view.getByRole('combobox', { name: 'clearable' }).parentElement!.querySelector('svg')!.innerHTML);
    fireEvent.click(view.getByRole('combobox', { name: 'clearable' }).parentElement!.querySelector('svg')!);
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
