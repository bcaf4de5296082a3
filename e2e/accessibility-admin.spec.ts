// Issue #12: every page an admin can reach passes axe at 1280 and 390 px
// (e2e/support/page-audit.ts).
import { DEMO_ADMIN } from './support/actions.ts';
import { auditAudiences, urlsForRole } from './support/page-audit.ts';

await auditAudiences('every admin page passes axe (serious, critical) at both widths', [
  { name: 'admin', account: DEMO_ADMIN, urls: (f) => urlsForRole('admin', f) },
]);
