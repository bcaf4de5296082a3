/**
 * Paths of the public catalogue (issue #17), apart from `navigation/paths.ts` so the landing
 * page's entry script does not carry them (ADR 0034's budget): the router knows the patterns,
 * only the catalogue's own pages and the landing page's cards build these links.
 */
export const cataloguePaths = {
  /** Verified hospitals. */
  hospitals: '/hospitals',
  /** A procedure's public page. */
  treatment: (slug: string) => `/treatments/${slug}`,
  /** A verified hospital's public page; not the signed-in `/hospital/{id}` profile. */
  hospital: (slug: string) => `/hospitals/${slug}`,
  /**
   * Create Request with the procedure prefilled (`?procedureType=`) and, with `?hospital=`, the
   * name of the hospital a catalogue page asked for a quote. Only these travel in the URL.
   */
  requestQuote: (prefill: { procedureType: string; hospital?: string }) =>
    `/create-request?procedureType=${encodeURIComponent(prefill.procedureType)}${
      prefill.hospital ? `&hospital=${encodeURIComponent(prefill.hospital)}` : ''
    }`,
} as const;
