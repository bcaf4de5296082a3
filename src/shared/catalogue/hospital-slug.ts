/** Longest name part of a hospital slug, in characters (the uuid follows it). */
const MAX_NAME_PART_LENGTH = 80;
const UUID_AT_END = /(?:^|-)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The slug of a hospital's catalogue page (ADR 0054): its name in lower-case ASCII words joined
 * by hyphens, then its account id, e.g. `lotus-heart-institute-chennai-3f2a…`. The id keeps the
 * slug unique and stable without a column of its own; the name makes the URL readable.
 */
export function hospitalSlug(hospital: { id: string; name: string }): string {
  const namePart = hospital.name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME_PART_LENGTH)
    .replace(/-+$/, '');
  return namePart ? `${namePart}-${hospital.id}` : hospital.id;
}

/** The account id at the end of a hospital slug, or undefined when it carries none. */
export function hospitalIdOfSlug(slug: string): string | undefined {
  return UUID_AT_END.exec(slug.toLowerCase())?.[1];
}
