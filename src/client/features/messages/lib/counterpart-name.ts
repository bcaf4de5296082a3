import type { Conversation } from '#shared/messages/messages.schemas.ts';
import type { Translator } from '#client/i18n/i18n.ts';

/**
 * The name a conversation shows for the other side (SPEC §2.2 display name): first and last
 * name, whichever exist ("Lotus Heart Institute Chennai", "Priya Sharma"); "Unknown user" when
 * neither does.
 */
export function counterpartName(counterpart: Conversation['counterpart'], t: Translator): string {
  const name = [counterpart.firstName?.trim(), counterpart.lastName?.trim()]
    .filter(Boolean)
    .join(' ');
  return name || t('Unknown user');
}
