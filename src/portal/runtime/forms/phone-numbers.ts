/**
 * What the portal's build gives for `libphonenumber-js` (vite.config.ts, resolve.alias): the same
 * functions, on the library fetched by `loadPhoneNumbers()` (`phone-library.ts`) — about 29 kB gzip
 * that a form whose phone fields are empty does not load. The library is there before a phone value
 * is split or checked, so the shared rule (`src/shared/validation/rules/phone.ts`, also the server's)
 * runs unchanged: a form whose data hold a phone value waits for it before it renders
 * (`theme/widgets-ready.ts`); the phone widget fetches it as it takes the focus and gives the form
 * what is typed once it is there (`afterPhoneNumbers`), and a submit made meanwhile waits for it
 * (`phoneNumbersPending`, `use-form-wiring.ts`). Tests and the server import the package itself.
 */
import { chunkOnDemand } from '../../lib/chunk-on-demand.ts';
import type * as PhoneLibrary from './phone-library.ts';

type Library = typeof PhoneLibrary;
const phoneLibrary = chunkOnDemand((): Promise<Library> => import('./phone-library.ts'));

/** Fetches the library once; a failed fetch is tried again on the next call. */
export function loadPhoneNumbers(): Promise<void> {
  return phoneLibrary.load().then(() => undefined);
}

/** Whether the library is there (a form needing it renders then). */
export const phoneNumbersLoaded = (): boolean => phoneLibrary.current() !== undefined;

/** Whether the library is being fetched (what the phone widget gives the form waits for it). */
export const phoneNumbersPending = (): boolean => phoneLibrary.pending();

/**
 * Runs `run` now when the library is there, else once it has come (not after a failed fetch: the
 * widget's next focus tries again). What is run in turn keeps the order of the calls.
 */
export function afterPhoneNumbers(run: () => void): void {
  if (phoneNumbersLoaded()) run();
  else loadPhoneNumbers().then(run, () => undefined);
}

function loaded(): Library {
  const library = phoneLibrary.current();
  if (!library) throw new Error('libphonenumber-js used before loadPhoneNumbers() resolved');
  return library;
}

export const getCountries: Library['getCountries'] = () => loaded().getCountries();
export const getCountryCallingCode: Library['getCountryCallingCode'] = (country) => loaded().getCountryCallingCode(country);
export const parsePhoneNumberFromString: Library['parsePhoneNumberFromString'] = (...args: Parameters<Library['parsePhoneNumberFromString']>) =>
  loaded().parsePhoneNumberFromString(...args);
export type { CountryCode } from 'libphonenumber-js/min';
