/** Small Markdown builders for the review document. */

/** Text made safe for one table cell (no pipes or line breaks). */
export function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** A Markdown table: `header` cells, then one line per row. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** An id as inline code. */
export const code = (id: string): string => `\`${id}\``;

/** A GitHub-style anchor for a heading text (lower case, spaces to dashes, punctuation out). */
export function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}
