import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../../lib/i18n.ts';
import { lazyPart } from '../lazy-part.tsx';
import { flagUrl, useDialCodeStyles, type DialCodeProps } from './dial-code.ts';

/**
 * Fluent's Combobox of the dial codes (`dial-code-combobox.tsx`, with Fluent's listbox: about 12 kB
 * gzip), fetched with the phone numbers; the light control below stands in its place until then.
 */
const DialCodeCombobox = lazyPart(() => import('./dial-code-combobox.tsx'));

// The light control's chevron as the Combobox draws it.
const useLightStyles = makeStyles({ chevron: { color: tokens.colorNeutralStrokeAccessible, fontSize: '20px', cursor: 'pointer' } });

/** Keys that open Fluent's Combobox: the light control opens it once it has come. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter']);

/**
 * The dial code of a phone number: Fluent's Combobox of every country (`dial-code-combobox.tsx`),
 * fetched with the phone numbers. Until it is there, a light control drawn the same way (flag,
 * country and calling code in a collapsed combobox) stands in its place; focused, clicked or typed
 * into, it fetches both, and the Combobox that replaces it takes the focus, opens if it was asked
 * to (a press or click, an arrow key, typing) and keeps what was typed. Once the phone numbers are there (the number
 * focused, a stored number), the Combobox comes too; meanwhile the light control shows the country.
 */
export function DialCodeSelect(props: DialCodeProps) {
  const { t } = useT();
  const styles = useDialCodeStyles();
  const light = useLightStyles();
  const [, setArrived] = useState(false);
  // Asked for once focused, clicked or typed into; whether it has the focus, is to open, what was typed.
  const [requested, setRequested] = useState(false);
  const [focused, setFocused] = useState(false);
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState<string>();
  // The light control's selection, which the Combobox takes with the focus (a user may type over it as it comes).
  const [selection, setSelection] = useState<[number, number]>();
  const wanted = props.loaded || requested;
  const arrived = DialCodeCombobox.loaded();
  useEffect(() => {
    if (!wanted || arrived) return;
    let live = true;
    // A failed fetch leaves the light control; its next focus tries again.
    DialCodeCombobox.preload().then(
      () => live && setArrived(true),
      () => live && setRequested(false),
    );
    return () => {
      live = false;
    };
  }, [wanted, arrived]);
  if (arrived) return <DialCodeCombobox {...props} takeFocus={focused} selection={selection} defaultOpen={opened || typed !== undefined} initialQuery={typed} />;
  // Another country than Kuwait shows only with the phone numbers, which the Combobox comes with.
  const shown = `${props.country} +${props.callingCode}`;
  const open = () => {
    setRequested(true);
    setOpened(true);
    setFocused(true);
  };
  return (
    <div className={styles.row}>
      <img className={styles.flag} src={flagUrl(props.country)} alt="" />
      <Input
        className={styles.combobox}
        aria-label={t('forms.widgets.dial_code')}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        value={typed ?? shown}
        disabled={props.disabled}
        contentAfter={<ChevronDownRegular className={light.chevron} aria-hidden onPointerDown={open} onClick={open} />}
        onChange={(_, data) => {
          setRequested(true);
          setTyped(data.value);
        }}
        // Opened as the press begins: a Combobox that comes before the press ends gets no click.
        onPointerDown={open}
        onClick={open}
        onKeyDown={(event: KeyboardEvent) => {
          if (OPENING_KEYS.has(event.key)) {
            event.preventDefault();
            open();
          }
        }}
        onFocus={() => {
          setRequested(true);
          setFocused(true);
          props.onFocus();
        }}
        onSelect={(event) => {
          const input = event.currentTarget as HTMLInputElement;
          setSelection([input.selectionStart ?? 0, input.selectionEnd ?? 0]);
        }}
        onBlur={() => setFocused(false)}
      />
    </div>
  );
}
