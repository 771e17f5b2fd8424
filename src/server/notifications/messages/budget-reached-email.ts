import type { Channel } from '../../db/notification-schema';
import type { EmailContent } from '../providers';
import { renderEmailHtml, renderEmailText } from './email-layout';

const PLURAL: Record<Channel, string> = { sms: 'SMS', email: 'emails' };

/**
 * To the owners, once a day per channel, when the shop's daily budget of customer messages is reached
 * (docs/notifications.md, 'Limits'). In English, the shop's language; no customer's data.
 */
export function renderBudgetReachedEmail(channel: Channel, perDay: number, variable: string): EmailContent {
  const plural = PLURAL[channel];
  const intro = `Today's ${perDay} customer ${plural} have been sent: confirmations and other messages to customers by ${channel === 'sms' ? 'SMS' : 'email'} are not sent until the oldest of them is 24 hours old.`;
  const doc = {
    heading: `Daily limit of customer ${plural} reached`,
    textIntro: [intro],
    htmlIntro: intro,
    sections: [],
    closing: `Orders still come in, and each order's page shows which messages were skipped. If this is a busy day, raise ${variable} (README, 'Configuration'); if it is not, someone may be placing orders only to send messages: look at the board's orders of the last hours.`,
  };
  return {
    subject: `Daily limit of customer ${plural} reached`,
    text: renderEmailText(doc),
    html: renderEmailHtml(doc),
    orderNumber: 'shop',
  };
}
