import { PaymentSchema } from '#shared/payments/payments.schemas.ts';
import { useRecentList } from '#client/lib/use-paged-list.ts';

/** `GET /api/payments/my`: the patient's own payments. */
export const myPaymentsPath = '/api/payments/my';
/** `GET /api/payments/hospital`: payments for the hospital's bids. */
export const hospitalPaymentsPath = '/api/payments/hospital';
/** `GET /api/admin/payments`: every payment (admin). */
export const adminPaymentsPath = '/api/admin/payments';

/** How many payments a dashboard lists. */
const DASHBOARD_PAYMENTS = 5;

/** The newest payments of one of the three lists, for a dashboard. */
export function useRecentPayments(path: string) {
  return useRecentList(path, PaymentSchema, DASHBOARD_PAYMENTS);
}
