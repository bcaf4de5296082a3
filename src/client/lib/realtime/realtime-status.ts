import { useSyncExternalStore } from 'react';

/**
 * State of the tab's realtime channel: `idle` (signed out, no socket), `connecting` (first
 * attempt), `open`, or `reconnecting` (lost; retrying with backoff).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

let status: RealtimeStatus = 'idle';
const listeners = new Set<() => void>();

/** Records the channel's state; called by the connection's owner. */
export function setRealtimeStatus(next: RealtimeStatus): void {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The realtime channel's state, re-rendering on change (for "Reconnecting…" notices). */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => 'idle',
  );
}
