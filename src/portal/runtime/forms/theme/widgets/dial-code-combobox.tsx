import { Combobox, makeStyles, Option, tokens, useComboboxFilter } from '@fluentui/react-components';
import { useEffect, useMemo, useRef, useState } from 'react';
import { dialCodes } from '../../../../../shared/validation/rules/phone.ts';
import { useT } from '../../../../lib/i18n.ts';
import { DEFAULT_DIAL_CODE, flagUrl, useDialCodeStyles, type DialCodeProps } from './dial-code.ts';

const useStyles = makeStyles({
  // Wider than the box, so country names fit on one line.
  listbox: { minWidth: 'min(20rem, 90vw)' },
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

type DialChoice = { value: string; children: string; callingCode: string };

/** Whether a choice matches what was typed: its country's name, its two-letter code, or its calling code (with or without +). */
function matches(choice: DialChoice, typed: string): boolean {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '') return true;
  return choice.children.toLowerCase().includes(wanted) || choice.value.toLowerCase() === wanted || `+${choice.callingCode}`.startsWith(wanted.startsWith('+') ? wanted : `+${wanted}`);
}

/**
 * Every dial code with its country named in `language` (the browser's CLDR names), sorted by name;
 * only the default one until the phone numbers are `loaded`.
 */
function useDialChoices(language: string, loaded: boolean): DialChoice[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    return (loaded ? dialCodes() : [DEFAULT_DIAL_CODE])
      .map(({ country, callingCode }) => ({ value: country, callingCode, children: `${names.of(country) ?? country} +${callingCode}` }))
      .sort((a, b) => collator.compare(a.children, b.children));
  }, [language, loaded]);
}

type Props = DialCodeProps & {
  /** Takes the focus as it is drawn (the light control it replaces had it: `dial-code-select.tsx`), with its `selection` (else the caret at the end). */
  takeFocus?: boolean;
  selection?: [number, number];
  /** Drawn open (the light control was clicked or opened from the keyboard). */
  defaultOpen?: boolean;
  /** What was typed into the light control: the list is filtered by it. */
  initialQuery?: string;
};

/**
 * The dial code of a phone number: a searchable list of countries (flag, name, calling code),
 * typed into by name, two-letter code or number. Shows the chosen country's flag and code.
 * A chunk of its own, fetched with the phone numbers (`dial-code-select.tsx`).
 */
export default function DialCodeCombobox({ country, disabled, loaded, onFocus, onChange, takeFocus, selection, defaultOpen, initialQuery }: Props) {
  const { t, language } = useT();
  const shared = useDialCodeStyles();
  const styles = useStyles();
  const choices = useDialChoices(language, loaded);
  const [query, setQuery] = useState<string | undefined>(initialQuery);
  const input = useRef<HTMLInputElement>(null);
  const [focusAtFirst] = useState<[number, number] | undefined>(() => (takeFocus ? (selection ?? [Infinity, Infinity]) : undefined));
  useEffect(() => {
    const element = input.current;
    if (!focusAtFirst || !element) return;
    element.focus();
    element.setSelectionRange(Math.min(focusAtFirst[0], element.value.length), Math.min(focusAtFirst[1], element.value.length));
  }, [focusAtFirst]);
  const chosen = choices.find((choice) => choice.value === country);
  const shown = useMemo(() => choices.filter((choice) => matches(choice, query ?? '')), [choices, query]);
  // Filtered above (names, codes and numbers); the hook adds the "no matches" row and renders the options.
  const children = useComboboxFilter('', shown, {
    noOptionsMessage: t('forms.widgets.lookups.no_matches'),
    optionToText: (choice) => choice.children,
    renderOption: (choice) => (
      <Option key={choice.value} value={choice.value} text={choice.children}>
        <span className={styles.option}>
          <img className={shared.flag} src={flagUrl(choice.value)} alt="" loading="lazy" />
          {choice.children}
        </span>
      </Option>
    ),
  });
  return (
    <div className={shared.row}>
      {chosen && <img className={shared.flag} src={flagUrl(chosen.value)} alt="" />}
      <Combobox
        ref={input}
        className={shared.combobox}
        input={{ className: shared.input }}
        aria-label={t('forms.widgets.dial_code')}
        listbox={{ className: styles.listbox }}
        value={query ?? (chosen ? `${chosen.value} +${chosen.callingCode}` : '')}
        selectedOptions={chosen ? [chosen.value] : []}
        disabled={disabled}
        defaultOpen={defaultOpen}
        onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
        onOptionSelect={(_, data) => {
          // Fluent clears the selection as the typed text stops matching the chosen country's: the search goes on.
          const picked = choices.find((choice) => choice.value === data.optionValue);
          if (!picked) return;
          setQuery(undefined);
          onChange(picked.value, picked.callingCode);
        }}
        onFocus={onFocus}
        onBlur={() => setQuery(undefined)}
      >
        {children}
      </Combobox>
    </div>
  );
}
