/*
 * Who is signed in, as the app's shell knows it before any page loads (ADR 0034): a small
 * store filled by one plain `GET /api/auth/user` (or, on a page rendered at build time, known
 * signed out from the start), so the router and the landing page need no data cache. Once a
 * page loads the data cache (lib/query-provider.tsx), the cache's current-user query becomes
 * the source and this store follows it, so sign-in, role choice and refreshes reach the router.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CurrentUser } from '#shared/auth/auth.schemas.ts';
import { fetchCurrentUser } from '#client/lib/current-user-request.ts';

/** What the shell knows of the current user. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'known'; user: CurrentUser | null }
  | { status: 'failed'; error: Error };

/** One app's session store (one per mounted App, so tests never share one). */
export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** The user as the data cache now has it (null: signed out). */
  setUser(user: CurrentUser | null): void;
  /** Asks the server unless a request is already under way or the user is known. */
  load(): void;
  /** Asks the server again (after a failure), unless a request is under way. */
  reload(): void;
}

/**
 * A session store: `initialUser` null when the page is known to be signed out (a page
 * rendered at build time, ADR 0034), undefined to ask the server on `load()`.
 */
export function createSessionStore(initialUser?: CurrentUser | null): SessionStore {
  let state: SessionState =
    initialUser === undefined ? { status: 'loading' } : { status: 'known', user: initialUser };
  let inFlight = false;
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const request = () => {
    inFlight = true;
    fetchCurrentUser().then(
      (user) => {
        inFlight = false;
        set({ status: 'known', user });
      },
      (error: unknown) => {
        inFlight = false;
        set({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser: (user) => {
      if (state.status !== 'known' || state.user !== user) set({ status: 'known', user });
    },
    load() {
      if (state.status === 'loading' && !inFlight) request();
    },
    reload() {
      if (inFlight) return;
      set({ status: 'loading' });
      request();
    },
  };
}

/** The mounted App's session store (App provides it). */
export const SessionContext = createContext<SessionStore | null>(null);

/** The mounted App's session store; throws outside App. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore needs the App around it');
  return store;
}

/**
 * The current user as the shell knows it (SPEC §2.1): `user` null when signed out,
 * `isLoading` until the first answer, `error` when the server could not be asked; `refetch`
 * asks again. The same shape as useCurrentUser, without the data cache.
 */
export function useSession(): {
  user: CurrentUser | null;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
} {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return {
    user: state.status === 'known' ? state.user : null,
    isLoading: state.status === 'loading',
    error: state.status === 'failed' ? state.error : null,
    refetch: store.reload,
  };
}
