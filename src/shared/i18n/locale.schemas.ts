import { z } from 'zod';
import { LOCALES } from './locales.ts';

/**
 * A locale in an API body (`preferredLocale`): one of {@link LOCALES}; anything else is a 400
 * that names the accepted codes.
 */
export const LocaleSchema = z.enum(LOCALES, {
  error: `Choose one of the supported languages: ${LOCALES.join(', ')}`,
});
