import type { TwilioCheckResult } from '../../domain';
import type { NotificationSettings } from './settings';
import { createTwilioClient } from './providers';

/** SPEC 7's check-twilio-credentials: asks Twilio for the account, which proves the SID and token. */
export async function checkTwilioCredentials(settings: NotificationSettings): Promise<TwilioCheckResult> {
  if (!settings.twilio) {
    return {
      success: false,
      message:
        'Twilio is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are unset); SMS go to the local outbox.',
    };
  }
  const account = await createTwilioClient(settings.twilio).fetchAccount();
  if (account.ok) return { success: true, message: `Twilio credentials are valid (account: ${account.friendlyName}).` };
  const status = account.status === null ? '' : ` (HTTP ${account.status})`;
  return { success: false, message: `Twilio rejected the check${status}: ${account.message}` };
}
