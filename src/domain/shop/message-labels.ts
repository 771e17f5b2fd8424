/**
 * The customer messages as people read them (docs/notifications.md): their channels and kinds, one table for
 * the order page's 'Notifications' and 'History' (docs/shop.md 2, 3) and the server's summaries of them.
 */

/** 'snake_case' as a label, 'Snake case': how a channel, kind or field not listed reads. */
export function nameAsLabel(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const CHANNEL_LABELS = { email: 'Email', sms: 'SMS' } as const;
export type MessageChannel = keyof typeof CHANNEL_LABELS;

/** 'Email', 'SMS'; a channel not listed reads as its name. */
export const channelLabel = (channel: string): string =>
  (CHANNEL_LABELS as Record<string, string>)[channel] ?? nameAsLabel(channel);

/**
 * Each kind's `name`, in the history's sentences ('Confirmation email sent'), and its `title`, where the order
 * page lists its messages ('Order confirmation'); a kind without a title is listed by its spelled-out name
 * there, a kind not listed reads as its spelled-out name everywhere.
 */
export const MESSAGE_KIND_LABELS: Readonly<Record<string, { name: string; title?: string }>> = {
  confirmation: { name: 'Confirmation', title: 'Order confirmation' },
  shop_new_order: { name: "Shop's new-order" },
  ready: { name: 'Ready for pickup', title: 'Ready for pickup' },
  cwd_detected: { name: 'CWD detected', title: 'CWD detected: please call' },
  shop_cwd_detected: { name: "Shop's CWD detected", title: "Shop's CWD detected" },
  pickup_reminder: { name: 'Pickup reminder', title: 'Pickup reminder' },
  drop_off_spot: { name: 'Drop-off spot opened' },
  drop_off_reminder: { name: 'Drop-off reminder' },
};

/** A kind in the history's sentences: 'Confirmation', 'Ready for pickup'. */
export const messageKindName = (kind: string): string => MESSAGE_KIND_LABELS[kind]?.name ?? nameAsLabel(kind);

/** A kind where the order page lists its messages: 'Order confirmation', 'CWD detected: please call'. */
export const messageKindTitle = (kind: string): string => MESSAGE_KIND_LABELS[kind]?.title ?? nameAsLabel(kind);
