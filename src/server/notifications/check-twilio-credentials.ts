import type { TwilioCheckResult } from '../../domain';
import type { NotificationSettings } from './settings';
import { createTwilioClient } from './providers';

type TwilioSettings = NonNullable<NotificationSettings['twilio']>;

/** The SID's last four characters are enough to tell accounts apart. */
const maskSid = (sid: string) => (sid.length > 8 ? `${sid.slice(0, 2)}…${sid.slice(-4)}` : '[sid]');

/**
 * The result goes to a public page (docs/customer-flow.md 7) and may reach a log: what Twilio or fetch said must not carry
 * the credentials back. fetch echoes a URL with `user:token@` in its error, and Twilio's 404 names the SID.
 */
function withoutCredentials(text: string, twilio: TwilioSettings): string {
  let safe = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*@/gi, '$1');
  if (twilio.authToken) safe = safe.split(twilio.authToken).join('[token]');
  if (twilio.accountSid) safe = safe.split(twilio.accountSid).join(maskSid(twilio.accountSid));
  return safe;
}

/** docs/customer-flow.md 7's check-twilio-credentials: asks Twilio for the account, which proves the SID and token. */
export async function checkTwilioCredentials(settings: NotificationSettings): Promise<TwilioCheckResult> {
  if (!settings.twilio) {
    return {
      success: false,
      message:
        'Twilio is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are unset); SMS go to the local outbox.',
    };
  }
  const account = await createTwilioClient(settings.twilio).fetchAccount();
  const message = account.ok
    ? `Twilio credentials are valid (account: ${account.friendlyName}).`
    : `Twilio rejected the check${account.status === null ? '' : ` (HTTP ${account.status})`}: ${account.message}`;
  return { success: account.ok, message: withoutCredentials(message, settings.twilio) };
}
