import type { EmailContent } from '../notifications/providers';
import { renderEmailHtml, renderEmailText } from '../notifications/messages/email-layout';

/**
 * 'Choose a new password': the link, how long it works, and what to do if it was not asked for. In English,
 * the shop's language; the staff member's name is the only value from the database.
 */
export function renderResetLinkEmail(name: string, link: string, shopName: string): EmailContent {
  const where = shopName ? ` at ${shopName}` : '';
  const doc = {
    heading: 'Choose a new password',
    textIntro: [`Hi ${name},`, '', `Someone asked to reset the password of your shop account${where}.`],
    htmlIntro: `Hi ${name}, someone asked to reset the password of your shop account${where}.`,
    sections: [],
    closing:
      'The link works once, for 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
    link: { label: 'Choose a new password', url: link },
  };
  // No order: the outbox files it under 'account'.
  return {
    subject: 'Choose a new password',
    text: renderEmailText(doc),
    html: renderEmailHtml(doc),
    orderNumber: 'account',
  };
}
