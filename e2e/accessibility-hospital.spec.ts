// Issue #12: every page a verified hospital and a hospital awaiting verification can reach
// passes axe at 1280 and 390 px (e2e/support/page-audit.ts).
import { DEMO_HOSPITAL } from './support/actions.ts';
import { auditAudiences, DEMO_NEW_HOSPITAL, urlsForRole } from './support/page-audit.ts';

await auditAudiences('every hospital page passes axe (serious, critical) at both widths', [
  { name: 'hospital', account: DEMO_HOSPITAL, urls: (f) => urlsForRole('hospital', f) },
  {
    name: 'unverified hospital',
    account: DEMO_NEW_HOSPITAL,
    urls: (f) => urlsForRole('hospital', f),
  },
]);
