/**
 * What the portal's build gives for `libphonenumber-js` (vite.config.ts, resolve.alias): the same
 * functions, on the library fetched by `loadPhoneNumbers()` (`phone-library.ts`) — about 27 kB gzip that a form without a
 * phone field never loads. The phone widget's chunk and a form whose schema names the `phone` rule
 * or the widget wait for it before they render (`theme/widgets-ready.ts`), so the shared rule
 * (`src/shared/validation/rules/phone.ts`, also the server's) runs unchanged. Tests and the server
 * import the package itself.
 */
import type * as PhoneLibrary from './phone-library.ts';

type Library = typeof PhoneLibrary;
let library: Library | undefined;
let loading: Promise<void> | undefined;

/** Fetches the library once; a failed fetch is tried again on the next call. */
export function loadPhoneNumbers(): Promise<void> {
  loading ??= import('./phone-library.ts').then(
    (loaded) => {
      library = loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the library is there (a form needing it renders then). */
export const phoneNumbersLoaded = (): boolean => library !== undefined;

function loaded(): Library {
  if (!library) throw new Error('libphonenumber-js used before loadPhoneNumbers() resolved');
  return library;
}

export const getCountries: Library['getCountries'] = () => loaded().getCountries();
export const getCountryCallingCode: Library['getCountryCallingCode'] = (country) => loaded().getCountryCallingCode(country);
export const parsePhoneNumberFromString: Library['parsePhoneNumberFromString'] = (...args: Parameters<Library['parsePhoneNumberFromString']>) =>
  loaded().parsePhoneNumberFromString(...args);
export type { CountryCode } from 'libphonenumber-js/min';
