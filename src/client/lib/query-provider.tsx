/*
 * The data cache (TanStack Query) for the parts of the app that fetch, loaded with the first
 * of them rather than with the shell (ADR 0034): the signed-in routes, the signed-out pages
 * that fetch, the landing page's testimonials. Every provider hands out the same client, and
 * the first one ties that client's current-user query to the shell's session store.
 */
import {
  hydrate,
  QueryClientProvider,
  QueryObserver,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { QUERY_STATE_ELEMENT_ID } from '#shared/rendering/prerendered.ts';
import { currentUserQueryKey, fetchCurrentUser } from '#client/lib/current-user-request.ts';
import { GivenQueryClientContext } from '#client/lib/given-query-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { useSessionStore, type SessionStore } from '#client/lib/session.ts';

const tiedClients = new WeakSet<QueryClient>();

function isDehydratedState(value: unknown): value is DehydratedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as Partial<DehydratedState>).queries)
  );
}

/**
 * Fills `client` with the queries a server-rendered page was rendered from (its JSON block,
 * ADR 0055), so the page's first render shows what the HTML shows: no loader, no request.
 */
function hydrateFromDocument(client: QueryClient): void {
  if (typeof document === 'undefined') return;
  const text = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return;
  const state: unknown = JSON.parse(text);
  if (isDehydratedState(state)) hydrate(client, state);
}

/**
 * Seeds `client` with a server-rendered page's data and the user the shell already knows (no
 * second request) and keeps the session following the client's current-user query. The
 * observer keeps that query active, as the router's own query once did, so invalidating it
 * after role choice refetches it. Once per client: it lives as long as the client.
 */
function tieSessionToClient(session: SessionStore, client: QueryClient): void {
  if (tiedClients.has(client)) return;
  tiedClients.add(client);
  hydrateFromDocument(client);
  const state = session.getState();
  if (state.status === 'known') client.setQueryData(currentUserQueryKey, state.user);
  new QueryObserver(client, {
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
  }).subscribe(({ data }) => {
    if (data !== undefined) session.setUser(data);
  });
}

/** Provides the data cache to `children`: App's given client, else the app's one. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = useContext(GivenQueryClientContext) ?? queryClient;
  // Before any child's query runs, so none asks for the user the shell already has.
  tieSessionToClient(useSessionStore(), client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
