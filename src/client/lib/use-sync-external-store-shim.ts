/**
 * Stands in for `use-sync-external-store/shim` (wouter imports it to support React 17): on
 * React 18 and later the shim hands out React's own hook anyway, so this says so directly and
 * keeps the shim's fallback code off every page's entry (ADR 0034).
 */
export { useSyncExternalStore } from 'react';
