/**
 * `?token=` in any portal URL (product spec section 2): a single-use login link of `login-link/`.
 * It leaves the address bar (and so the history, bookmarks and Referer) before anything else runs,
 * is exchanged for a session (`token-login/`: the HttpOnly cookie), and the user goes to the overview.
 */
import { sessionApi } from '../lib/api-client.ts';

/** The address without its `token` query parameter, and the token (null when there was none). */
export function withoutToken(href: string): { token: string | null; path: string } {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  url.searchParams.delete('token');
  return { token: token || null, path: `${url.pathname}${url.search}${url.hash}` };
}

type Place = { location: { href: string }; history: Pick<History, 'replaceState' | 'state'> };

/** Takes the token out of the address bar (replacing the history entry) and returns it. */
export function takeUrlToken(place: Place = window): string | null {
  const { token, path } = withoutToken(place.location.href);
  if (token !== null) place.history.replaceState(place.history.state, '', path);
  return token;
}

/**
 * Whether the portal was opened with a login link. Read when this module is first imported, which
 * is before the router starts (app/lazy-route.tsx imports it), so before the token leaves the address:
 * no call is asked ahead of such a landing, as no session exists until the link is exchanged.
 */
export const landedWithToken = typeof window !== 'undefined' && new URL(window.location.href).searchParams.has('token');

/** The overview, where a login link lands. */
export const OVERVIEW_PATH = '/portal/overview/';

/** Exchanges the token for a session; on success the address becomes the overview. */
export async function signInWithUrlToken(token: string, place: Place = window): Promise<boolean> {
  const { response } = await sessionApi.POST('/token-login/', { body: { token } }).catch(() => ({ response: undefined }));
  if (!response?.ok) return false;
  place.history.replaceState(null, '', OVERVIEW_PATH);
  return true;
}
