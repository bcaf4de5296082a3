// Issue #12: every page the demo patient can reach passes axe at 1280 and 390 px
// (e2e/support/page-audit.ts).
import { DEMO_PATIENT } from './support/actions.ts';
import { auditAudiences, urlsForRole } from './support/page-audit.ts';

await auditAudiences('every patient page passes axe (serious, critical) at both widths', [
  { name: 'patient', account: DEMO_PATIENT, urls: (f) => urlsForRole('patient', f) },
]);
