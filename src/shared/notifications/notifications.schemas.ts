import { z } from 'zod';
import { IsoDateTimeSchema } from '../common/common.schemas.ts';

/**
 * What a notification is about (issue #15). The quote and deadline kinds are defined ahead of
 * their producers. Order matters only for display of the e-mail digest's counts.
 */
export const NOTIFICATION_KINDS = [
  'bid_received',
  'bid_accepted',
  'bid_rejected',
  'quote_changed',
  'quote_withdrawn',
  'bid_deadline_near',
  'message_received',
  'grievance_answered',
  'review_published',
  'profile_approved',
  'profile_changes_requested',
  'accreditation_expired',
  'admission_date_set',
  'balance_due',
  'booking_cancelled',
  'dispute_opened',
  'dispute_decided',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/**
 * One notification as `GET /api/notifications` returns it: `link` is a path inside the app
 * (where the item leads), `summary` a short sentence without health details, `readAt` null
 * while unread. Times are ISO 8601.
 */
export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: NotificationKindSchema,
  link: z.string(),
  summary: z.string(),
  readAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * The most unread notifications the count tells apart: at this many the bell shows "99+", and
 * counting stops, so the count costs the same for a user with thousands unread.
 */
export const MAX_UNREAD_COUNT = 100;

/**
 * `GET /api/notifications/unread-count`: how many of the caller's notifications are unread, at
 * most {@link MAX_UNREAD_COUNT} (meaning "that many or more").
 */
export const UnreadCountSchema = z.object({
  unread: z.number().int().min(0).max(MAX_UNREAD_COUNT),
});
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** `POST /api/notifications/read-all`: how many notifications it marked read. */
export const MarkAllReadResultSchema = z.object({ updated: z.number().int().min(0) });
export type MarkAllReadResult = z.infer<typeof MarkAllReadResultSchema>;
