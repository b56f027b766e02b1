import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '../../../generated/entities/user.ts';
import { api } from '../lib/api-client.ts';

/** `undefined` while the first check runs, `null` for a guest. */
export type SessionUser = User | null | undefined;

type Session = {
  user: SessionUser;
  signedIn: (user: User) => void;
  signOut: () => Promise<void>;
  /** Forgets the user locally (after a 401), without calling the server. */
  forget: () => void;
};

const SessionContext = createContext<Session | null>(null);

/** Loads the current user once; a failed fetch leaves the visitor signed out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser>(undefined);
  useEffect(() => {
    let live = true;
    api
      .GET('/get-user-data/')
      .then(({ data }) => live && setUser(data ?? null))
      .catch(() => live && setUser(null));
    return () => {
      live = false;
    };
  }, []);
  const signOut = useCallback(async () => {
    await api.POST('/logout/').catch(() => undefined);
    setUser(null);
  }, []);
  const value = useMemo<Session>(() => ({ user, signedIn: setUser, signOut, forget: () => setUser(null) }), [user, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The signed-in user and the session actions. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
