import { makeStyles, tokens } from '@fluentui/react-components';
import { operationUrl } from '../../../../lib/operation-url.ts';

/** What the phone widget's dial-code controls share: the light one (`dial-code-select.tsx`) and Fluent's Combobox (`dial-code-combobox.tsx`). */
export const useDialCodeStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  combobox: { minWidth: '8.5rem', width: '8.5rem' },
  // Narrower than its default size, so the Combobox's chevron stays inside its 8.5rem.
  input: { minWidth: 0 },
  flag: { width: '21px', height: '14px', flexShrink: 0, boxShadow: `0 0 0 1px ${tokens.colorNeutralStroke2}` },
});

/** The flag drawing the server serves for a country (`flags/{code}/`, see lookups/flag-image.ts). */
export const flagUrl = (country: string) => operationUrl('getFlagImage', { code: country.toLowerCase() });

/** The dial code a phone field starts with, which it shows before the phone numbers (and their list of countries) are there. */
export const DEFAULT_DIAL_CODE = { country: 'KW', callingCode: '965' } as const;

export type DialCodeProps = {
  country: string;
  /** The country's calling code (the light control shows it with the country). */
  callingCode: string;
  disabled: boolean;
  /** Whether the phone numbers are there (the list of countries comes with them). */
  loaded: boolean;
  /** Fetches the phone numbers, as the select takes the focus. */
  onFocus: () => void;
  onChange: (country: string, callingCode: string) => void;
};
