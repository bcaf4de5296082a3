/**
 * Whether a nav link points at the current page. `/` only matches itself (it is the
 * dashboard); other links also match their sub-pages (`/messages` is active on `/messages/{id}`).
 */
export function isNavLinkActive(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
