import { afterEach, vi } from 'vitest';

// Unexpected console errors fail the test that caused them (CONVENTIONS 13).
let consoleErrors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  consoleErrors.push(args);
});
afterEach(() => {
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0)
    throw new Error(`console.error was called: ${errors.map((a) => a.join(' ')).join('\n')}`);
});
