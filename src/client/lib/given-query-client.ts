import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * A data cache App was given (tests, the build's prerendering) instead of the app's own one,
 * which lib/query-provider.tsx then hands out. Apart from the provider so the shell can set
 * it without loading the data cache (ADR 0034).
 */
export const GivenQueryClientContext = createContext<QueryClient | undefined>(undefined);
