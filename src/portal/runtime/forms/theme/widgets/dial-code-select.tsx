import { Combobox, makeStyles, Option, tokens, useComboboxFilter } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { dialCodes } from '../../../../../shared/validation/rules/phone.ts';
import { operationUrl } from '../../../../lib/operation-url.ts';
import { useT } from '../../../../lib/i18n.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  combobox: { minWidth: '8.5rem', width: '8.5rem' },
  // Wider than the box, so country names fit on one line.
  listbox: { minWidth: 'min(20rem, 90vw)' },
  flag: { width: '21px', height: '14px', flexShrink: 0, boxShadow: `0 0 0 1px ${tokens.colorNeutralStroke2}` },
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The flag drawing the server serves for a country (`flags/{code}/`, see lookups/flag-image.ts). */
const flagUrl = (country: string) => operationUrl('getFlagImage', { code: country.toLowerCase() });

type DialChoice = { value: string; children: string; callingCode: string };

/** Whether a choice matches what was typed: its country's name, its two-letter code, or its calling code (with or without +). */
function matches(choice: DialChoice, typed: string): boolean {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '') return true;
  return choice.children.toLowerCase().includes(wanted) || choice.value.toLowerCase() === wanted || `+${choice.callingCode}`.startsWith(wanted.startsWith('+') ? wanted : `+${wanted}`);
}

/** The dial code a phone field starts with, which it shows before the phone numbers (and their list of countries) are there. */
export const DEFAULT_DIAL_CODE = { country: 'KW', callingCode: '965' } as const;

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

type Props = {
  country: string;
  disabled: boolean;
  /** Whether the phone numbers are there (the list of countries comes with them). */
  loaded: boolean;
  /** Fetches the phone numbers, as the select takes the focus. */
  onFocus: () => void;
  onChange: (country: string, callingCode: string) => void;
};

/**
 * The dial code of a phone number: a searchable list of countries (flag, name, calling code),
 * typed into by name, two-letter code or number. Shows the chosen country's flag and code.
 */
export function DialCodeSelect({ country, disabled, loaded, onFocus, onChange }: Props) {
  const { t, language } = useT();
  const styles = useStyles();
  const choices = useDialChoices(language, loaded);
  const [query, setQuery] = useState<string>();
  const chosen = choices.find((choice) => choice.value === country);
  const shown = useMemo(() => choices.filter((choice) => matches(choice, query ?? '')), [choices, query]);
  // Filtered above (names, codes and numbers); the hook adds the "no matches" row and renders the options.
  const children = useComboboxFilter('', shown, {
    noOptionsMessage: t('forms.widgets.lookups.no_matches'),
    optionToText: (choice) => choice.children,
    renderOption: (choice) => (
      <Option key={choice.value} value={choice.value} text={choice.children}>
        <span className={styles.option}>
          <img className={styles.flag} src={flagUrl(choice.value)} alt="" loading="lazy" />
          {choice.children}
        </span>
      </Option>
    ),
  });
  return (
    <div className={styles.row}>
      {chosen && <img className={styles.flag} src={flagUrl(chosen.value)} alt="" />}
      <Combobox
        className={styles.combobox}
        aria-label={t('forms.widgets.dial_code')}
        listbox={{ className: styles.listbox }}
        value={query ?? (chosen ? `${chosen.value} +${chosen.callingCode}` : '')}
        selectedOptions={chosen ? [chosen.value] : []}
        disabled={disabled}
        onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
        onOptionSelect={(_, data) => {
          setQuery(undefined);
          const picked = choices.find((choice) => choice.value === data.optionValue);
          if (picked) onChange(picked.value, picked.callingCode);
        }}
        onFocus={onFocus}
        onBlur={() => setQuery(undefined)}
      >
        {children}
      </Combobox>
    </div>
  );
}
