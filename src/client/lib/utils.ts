import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind utilities override earlier conflicting ones
 * (`cn('p-2', isWide && 'p-4')` → `'p-4'`). The shadcn/ui convention every primitive uses.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
