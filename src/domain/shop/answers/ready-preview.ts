import { z } from 'zod';

/**
 * GET /api/shop/orders/:number/ready-preview (docs/shop.md 3): what 'Mark ready for pickup' will send, shown in
 * its confirmation. For each channel: to whom, and the exact text (the SMS) or subject (the email); or
 * `not_sent`, the reason nothing will go out on it.
 */
export const ReadyPreviewSchema = z.object({
  sms: z.object({ to: z.string(), body: z.string().nullable(), not_sent: z.string().nullable() }),
  email: z.object({ to: z.string(), subject: z.string().nullable(), not_sent: z.string().nullable() }),
});
export type ReadyPreview = z.infer<typeof ReadyPreviewSchema>;
