import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, onActivity, onUnauthenticated, setCsrfToken, unwrap } from '../api/client';
import { isApiError } from '../api/problem';
import type { Session } from '../api/types';
import { chosenLanguage, languageOfId, setLanguage } from '../i18n';
import { hasRole, type Role } from './roles';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface SessionContextValue {
  readonly status: SessionStatus;
  readonly session: Session | null;
  /** The session ended while a screen was open: sign in again over it (SessionExpiredDialog). */
  readonly expired: boolean;
  /** When the session will end for lack of activity, as this browser reckons it. */
  readonly idleExpiresAt: number | null;
  signIn(email: string, password: string): Promise<Session>;
  signOut(): Promise<void>;
  /** Asks the API for the session again, which also extends its idle expiry. */
  keepAlive(): Promise<void>;
  can(role: Role): boolean;
}

const SessionContext = createContext<SessionContextValue | null>(null);
export const SESSION_QUERY = ['session'] as const;

/** The current session, or null when signed out. */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await unwrap(api.GET('/api/v1/session'));
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = { queryKey: SESSION_QUERY, queryFn: fetchSession, staleTime: Infinity, retry: 1 } as const;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery(sessionQuery);
  const session = query.data ?? null;
  const [expired, setExpired] = useState(false);
  const idleWindow = useRef<number | null>(null);
  const [idleExpiresAt, setIdleExpiresAt] = useState<number | null>(null);

  const adopt = useCallback((next: Session | null) => {
    setCsrfToken(next?.csrfToken ?? null);
    if (next) {
      const idle = new Date(next.idleExpiresAt).getTime() - Date.now();
      idleWindow.current = idle > 0 ? idle : null;
      setIdleExpiresAt(Math.min(new Date(next.idleExpiresAt).getTime(), new Date(next.expiresAt).getTime()));
    } else {
      idleWindow.current = null;
      setIdleExpiresAt(null);
    }
  }, []);

  useEffect(() => adopt(session), [session, adopt]);

  useEffect(() => {
    if (!session) return;
    // The staff user's language, unless they chose another one with the switch on this browser.
    const own = languageOfId(session.user.language);
    if (own && chosenLanguage() === null) setLanguage(own, false);
  }, [session]);

  useEffect(
    () =>
      onUnauthenticated(() => {
        if (queryClient.getQueryData(SESSION_QUERY)) setExpired(true);
      }),
    [queryClient],
  );

  useEffect(
    () =>
      onActivity(() => {
        const current = queryClient.getQueryData<Session | null>(SESSION_QUERY);
        if (!current || idleWindow.current === null) return;
        setIdleExpiresAt(Math.min(Date.now() + idleWindow.current, new Date(current.expiresAt).getTime()));
      }),
    [queryClient],
  );

  useEffect(() => {
    if (idleExpiresAt === null || expired) return;
    const timer = window.setTimeout(() => setExpired(true), Math.max(0, idleExpiresAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [idleExpiresAt, expired]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const next = await unwrap(api.POST('/api/v1/session', { body: { email, password } }));
      const previous = queryClient.getQueryData<Session | null>(SESSION_QUERY);
      adopt(next);
      queryClient.setQueryData(SESSION_QUERY, next);
      setExpired(false);
      // Another login than the one whose screen is open: nothing of the previous one may show.
      if (previous && previous.user.id !== next.user.id) queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY[0] });
      else void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY[0] });
      return next;
    },
    [queryClient, adopt],
  );

  const signOut = useCallback(async () => {
    try {
      const token = queryClient.getQueryData<Session | null>(SESSION_QUERY)?.csrfToken ?? '';
      await unwrap(api.DELETE('/api/v1/session', { params: { header: { 'X-CSRF-Token': token } } }));
    } catch (error) {
      if (!isApiError(error) || error.status !== 401) throw error;
    }
    adopt(null);
    setExpired(false);
    queryClient.clear();
    queryClient.setQueryData(SESSION_QUERY, null);
  }, [queryClient, adopt]);

  const keepAlive = useCallback(async () => {
    const next = await fetchSession();
    if (next === null) {
      setExpired(true);
      return;
    }
    queryClient.setQueryData(SESSION_QUERY, next);
  }, [queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({
      status: query.isPending ? 'loading' : session ? 'signed-in' : 'signed-out',
      session,
      expired,
      idleExpiresAt,
      signIn,
      signOut,
      keepAlive,
      can: (role) => hasRole(session?.user.role, role),
    }),
    [query.isPending, session, expired, idleExpiresAt, signIn, signOut, keepAlive],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
