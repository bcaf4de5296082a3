/**
 * Included services from the bid form's textarea (SPEC §5): one per line, trimmed, blank lines
 * dropped. `"Surgery\n  Implant \n\n"` → `["Surgery", "Implant"]`.
 */
export function parseIncludedServices(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
