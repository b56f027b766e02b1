import { Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, DismissRegular } from '@fluentui/react-icons';
import { createElement, useEffect, useState, type FocusEvent, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { LazyPart } from '../theme/lazy-part.tsx';
import type { Handover } from './handover.ts';

// Drawn as Fluent's Combobox draws itself (its root's width, its icons' colour and size).
const useStyles = makeStyles({
  root: { minWidth: '250px' },
  icon: { color: tokens.colorNeutralStrokeAccessible, fontSize: '20px', cursor: 'pointer', display: 'block' },
  disabled: { color: tokens.colorNeutralForegroundDisabled, cursor: 'not-allowed' },
});

/** Keys that open Fluent's Combobox when it is closed: the light control opens it once it has come. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter']);

export type LightComboboxProps = {
  id?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  className?: string | undefined;
  /** What it shows: the chosen option's name in the page's language ('' when none is chosen). */
  value: string;
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  autoFocus?: boolean | undefined;
  /** Given when Fluent's Combobox would show its clear button (clearable, a value chosen): pressed, it clears. */
  onClear?: (() => void) | undefined;
  onFocus?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
};

type Events = {
  /** Pressed, clicked, or an opening key (ArrowDown, ArrowUp, Enter). */
  onOpen?: () => void;
  onType?: (text: string) => void;
  onSelection?: (selection: [number, number]) => void;
};

/**
 * A collapsed combobox without Fluent's Combobox (its listbox, positioning and focus handling: about
 * 20 kB gzip): a Fluent `Input` of role combobox, drawn as the Combobox is (chevron, or the clear
 * button while a value can be cleared), inside a `Field` labelled and described as the Combobox is.
 * `ComboboxOnFirstUse` shows it until the Combobox is used; a reference that cannot be changed shows only it.
 */
export function LightCombobox({ value, onClear, onOpen, onType, onSelection, className, ...input }: LightComboboxProps & Events) {
  const styles = useStyles();
  const iconClass = mergeClasses(styles.icon, input.disabled && styles.disabled);
  const clear = onClear && !input.disabled;
  const icon = clear ? (
    // As Fluent's: the press leaves the focus where it is, the click clears.
    <DismissRegular className={iconClass} aria-hidden onMouseDown={(event) => event.preventDefault()} onClick={onClear} />
  ) : (
    <ChevronDownRegular className={iconClass} aria-hidden onPointerDown={onOpen} onClick={onOpen} />
  );
  return (
    <Input
      {...input}
      className={mergeClasses(styles.root, className)}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      autoComplete="off"
      value={value}
      contentAfter={icon}
      onChange={(_, data) => onType?.(data.value)}
      // Opened as the press begins: a Combobox that comes before the press ends gets no click.
      onPointerDown={onOpen}
      onClick={onOpen}
      onKeyDown={(event: KeyboardEvent) => {
        if (onOpen && OPENING_KEYS.has(event.key)) {
          event.preventDefault();
          onOpen();
        }
      }}
      onSelect={(event: SyntheticEvent<HTMLInputElement>) => {
        const element = event.currentTarget;
        onSelection?.([element.selectionStart ?? 0, element.selectionEnd ?? 0]);
      }}
    />
  );
}

// The light controls waiting for each part: once one of them has fetched it, they all become the
// Combobox. One left drawn would lose a press: the focus the press gives goes to the control that
// the press removed, not to the Combobox that replaced it.
const waiting = new WeakMap<object, Set<() => void>>();

function onArrival(part: object, arrive: () => void): () => void {
  const listeners = waiting.get(part) ?? new Set<() => void>();
  waiting.set(part, listeners);
  listeners.add(arrive);
  return () => listeners.delete(arrive);
}

function announceArrival(part: object): void {
  for (const arrive of waiting.get(part) ?? []) arrive();
}

/**
 * Fluent's Combobox (`part`, a chunk of its own) drawn once it is used: until then the light control
 * (`LightCombobox`, `light`) stands in its place. Focused, pressed or typed into, it fetches the
 * Combobox, which replaces it with a `handover`: it takes the focus (and the selection) if the light
 * control had it, comes open if it was pressed, opened from the keyboard or typed into, and keeps
 * what was typed. A failed fetch leaves the light control; its next use asks again. Once the chunk is
 * there (another select on the page fetched it), every one of its light controls becomes the Combobox.
 */
export function ComboboxOnFirstUse<P extends object>({ part, props, light }: { part: LazyPart<P & { handover?: Handover | undefined }>; props: P; light: LightComboboxProps & { onOpen?: () => void } }) {
  const [, setArrived] = useState(false);
  const [requested, setRequested] = useState(false);
  const [focused, setFocused] = useState(false);
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState<string>();
  const [selection, setSelection] = useState<[number, number]>();
  const arrived = part.loaded();
  useEffect(() => {
    if (arrived) return;
    return onArrival(part, () => setArrived(true));
  }, [part, arrived]);
  useEffect(() => {
    if (!requested || arrived) return;
    let live = true;
    part.preload().then(
      () => announceArrival(part),
      () => live && setRequested(false),
    );
    return () => {
      live = false;
    };
  }, [requested, arrived, part]);
  if (arrived) {
    const handover: Handover | undefined = requested ? { focused, selection, open: opened || typed !== undefined, typed } : undefined;
    return createElement(part, { ...props, handover });
  }
  const open = () => {
    if (light.disabled) return;
    setRequested(true);
    setOpened(true);
    setFocused(true);
    light.onOpen?.();
  };
  return (
    <LightCombobox
      {...light}
      value={typed ?? light.value}
      onOpen={open}
      onType={(text) => {
        setRequested(true);
        setTyped(text);
      }}
      onSelection={setSelection}
      onFocus={(event) => {
        setRequested(true);
        setFocused(true);
        light.onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        // Not as the Combobox replaces it (the focus goes on to it): only when the user leaves it.
        if (!part.loaded()) light.onBlur?.(event);
      }}
    />
  );
}
