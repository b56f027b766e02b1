import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '../../../generated/entities/user.ts';
import { sessionApi } from '../lib/api-client.ts';

/** `undefined` while the first check runs, `null` for a guest. */
export type SessionUser = User | null | undefined;

type Session = {
  user: SessionUser;
  /**
   * Sets the signed-in user; `landing` is where the login page goes next, which the guest-only
   * guard then follows too (it re-renders with the user before the login page's own navigation ends).
   */
  signedIn: (user: User, landing?: string) => void;
  /** Where the last login goes (the redirect-after-login page), if it named one. */
  landing?: string;
  signOut: () => Promise<void>;
  /** The user as the server answered a change of their own profile (the header shows it at once). */
  changed: (user: User) => void;
  /** Forgets the user locally (after a 401), without calling the server. */
  forget: () => void;
};

const SessionContext = createContext<Session | null>(null);

/** Ends the session on the server; a 401 there only means it had already ended. */
const logOut = () => sessionApi.POST('/logout/').then(() => undefined, () => undefined);

// Leaving the page (a reload, an address typed, a link out of the app) cancels its requests: a
// question cancelled that way was never answered, and is no reason to end the session.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

/** The session check's address, which the page names as a preload (src/server/platform/portal-preloads.ts). */
const USER_DATA_URL = '/api/v1/get-user-data/';

/**
 * Who is signed in: the user, `null` for nobody (a 401), `'failed'` when the server could not say,
 * or `'left'` when the page was left before it answered. Asked as the page's
 * `<link rel="preload" as="fetch" crossorigin>` asks it — same address, credentials and headers (no
 * `Accept-Language`: the answer does not depend on it) — so the browser gives the first check that
 * answer instead of asking again; a later check (after a login link's exchange) goes to the server,
 * the API's answers being `no-store`.
 */
async function fetchCurrentUser(): Promise<User | null | 'failed' | 'left'> {
  try {
    const response = await fetch(new Request(`${window.location.origin}${USER_DATA_URL}`, { credentials: 'same-origin' }));
    if (response.ok) return (await response.json()) as User;
    return response.status === 401 ? null : (console.error('get-user-data/ failed', response.status), 'failed');
  } catch (error) {
    if (leaving) return 'left';
    console.error('get-user-data/ failed', error);
    return 'failed';
  }
}

// The first check, started by main.tsx with the entry script instead of after the first render, so it
// takes the answer the page preloaded (issue 21 item 1); after a login link's exchange instead.
let early: ReturnType<typeof fetchCurrentUser> | undefined;

/** Starts a session check now (replacing one not yet taken); the provider, when it mounts, takes its answer. */
export function startSessionCheck(): void {
  const check = fetchCurrentUser();
  early = check;
  started = check;
  void check.then((found) => {
    if (typeof found === 'object' && started === check) answered = { check, user: found };
  });
}
let started: typeof early;
// The first check's answer (a user, or null for a guest) once it has come. The provider starts with
// it when it mounts after the answer, as it usually does (the page preloads the check, and the first
// render waits for the texts): the first render then draws the page, instead of a spinner and then,
// once the check's promise has answered the provider, the whole page again (at Lighthouse's 4x slower
// phone, one 200 ms task of blocking time; issue 19 item 7).
let answered: { check: typeof early; user: User | null } | undefined;

/**
 * The user the latest check started with `startSessionCheck` found (null for a guest, or when the
 * server could not say): for a landing route's loader that needs the user's type before the page
 * renders (modules/shell/figures.ts). Not for later: the session may have changed since.
 */
export async function checkedUser(): Promise<User | null> {
  const found = await started;
  return typeof found === 'object' ? found : null;
}

/**
 * Loads the current user once. A guest (401) is simply signed out; a failed fetch (product spec
 * section 8) is logged, clears the profile and logs out, so a half-known session never lingers (a
 * fetch cancelled because the user left the page is no failure: nothing happens);
 * the authenticated routes then send the visitor to login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser>(() => (answered && answered.check === early ? answered.user : undefined));
  const [landing, setLanding] = useState<string>();
  useEffect(() => {
    let live = true;
    const check = early ?? fetchCurrentUser();
    early = undefined;
    void check.then(async (found) => {
      if (found === 'left') return;
      if (found === 'failed') await logOut();
      if (live) setUser(found === 'failed' ? null : found);
    });
    return () => {
      live = false;
    };
  }, []);
  const signOut = useCallback(async () => {
    await logOut();
    setUser(null);
  }, []);
  const value = useMemo<Session>(
    () => ({
      user,
      landing,
      signedIn: (next: User, to?: string) => {
        setLanding(to);
        setUser(next);
      },
      signOut,
      changed: setUser,
      forget: () => setUser(null),
    }),
    [user, landing, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The signed-in user and the session actions. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
