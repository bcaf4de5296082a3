/**
 * Marks an English message defined away from where it is shown (a content list, a link
 * table), so the message extraction (build-tools/extract-messages.ts) finds it; the component
 * that shows it passes it to `t`. Returns `message` unchanged (ADR 0058).
 */
export function msg(message: string): string {
  return message;
}
