/** One part of the clinical review document. */
export interface ReviewSection {
  /** Heading of the part, also its row in the sign-off table. */
  title: string;
  /** One line saying what the part holds, shown in the contents. */
  summary: string;
  /** The part's Markdown body, headed `###` and below. */
  body: string;
}
