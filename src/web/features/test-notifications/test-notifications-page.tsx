import { type ChangeEvent, useState } from 'react';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { showToast } from '../../lib/toast';
import { checkTwilioCredentials, sendOrderNotifications } from './api';
import { ResultCard } from './result-card';
import {
  IDLE_RESULTS,
  TEST_DEFAULTS,
  type TestContact,
  type TestResults,
  buildTestNotificationInput,
  channelDetails,
} from './test-input';

const tick = (ok: boolean) => (ok ? '✓' : '✗');

/** docs/customer-flow.md 2 /test-notifications: a developer page that sends a sample order's email and SMS. */
export default function TestNotificationsPage() {
  const [contact, setContact] = useState<TestContact>({
    fullName: TEST_DEFAULTS.fullName,
    email: TEST_DEFAULTS.email,
    phone: TEST_DEFAULTS.phone,
  });
  const [results, setResults] = useState<TestResults>(IDLE_RESULTS);
  const [testing, setTesting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [twilio, setTwilio] = useState<{ success: boolean; message: string } | null>(null);

  const update = (field: keyof TestContact) => (event: ChangeEvent<HTMLInputElement>) =>
    setContact((current) => ({ ...current, [field]: event.target.value }));

  async function runTest() {
    setTesting(true);
    try {
      const call = await sendOrderNotifications(buildTestNotificationInput(contact));
      if (call.kind !== 'answered') {
        // Refused (rate limit, invalid input) or unreachable: the function itself failed.
        const details = call.message;
        setResults({
          edgeFunction: { status: 'failure', details },
          email: { status: 'failure', details: `Email was not attempted: ${details}` },
          sms: { status: 'failure', details: `SMS was not attempted: ${details}` },
        });
        await showToast({ title: 'Edge Function Test Failed', description: details }, 'error');
        return;
      }
      const { email, sms, errors } = call.body;
      setResults({
        edgeFunction: {
          status: 'success',
          details:
            errors.length === 0
              ? 'The function ran and reported no errors.'
              : `The function ran and reported: ${errors.join(' ')}`,
        },
        email: channelDetails(email, errors, 'Email', `Sent to ${contact.email.trim()}.`),
        sms: channelDetails(sms, errors, 'SMS', `Sent to ${contact.phone.trim()}.`),
      });
      await showToast(
        { title: 'Test Complete', description: `Email ${tick(email)}  SMS ${tick(sms)}` },
        email && sms ? 'success' : 'error',
      );
    } catch {
      setResults({ ...IDLE_RESULTS, edgeFunction: { status: 'failure', details: 'The test could not be run.' } });
      await showToast({ title: 'Test Failed', description: 'The test could not be run. Please try again.' }, 'error');
    } finally {
      setTesting(false);
    }
  }

  async function runTwilioCheck() {
    setChecking(true);
    try {
      const call = await checkTwilioCredentials();
      if (call.kind !== 'answered') {
        setTwilio({ success: false, message: call.message });
        await showToast({ title: 'Twilio Check Failed', description: call.message }, 'error');
        return;
      }
      setTwilio(call.body);
      await showToast(
        { title: 'Twilio Check', description: call.body.message },
        call.body.success ? 'success' : 'error',
      );
    } finally {
      setChecking(false);
    }
  }

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col px-4 py-8">
      <title>Test Notifications | Game Processing Orders</title>
      <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900">Test Notifications</h1>
      <p className="mt-1 text-base text-stone-700">
        Send a sample order confirmation (total ${TEST_DEFAULTS.total}.00) by email and SMS, and check the Twilio
        account.
      </p>

      {/* noValidate: the server judges the values, so a bad address shows up in the Email card. */}
      <form
        noValidate
        className="mt-6 grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void runTest();
        }}
      >
        <TextField
          label="Test Name"
          name="name"
          autoComplete="off"
          value={contact.fullName}
          onChange={update('fullName')}
        />
        <TextField
          label="Test Email"
          name="email"
          type="email"
          autoComplete="off"
          value={contact.email}
          onChange={update('email')}
        />
        <TextField
          label="Test Phone"
          name="phone"
          type="tel"
          autoComplete="off"
          value={contact.phone}
          onChange={update('phone')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <Button type="submit" disabled={testing}>
            {testing ? 'Testing...' : 'Test Full Notification System'}
          </Button>
          <Button variant="secondary" disabled={checking} onClick={() => void runTwilioCheck()}>
            {checking ? 'Checking...' : 'Check Twilio Credentials'}
          </Button>
        </div>
      </form>

      {twilio ? (
        <p
          role="status"
          className={`mt-4 rounded-xl px-4 py-3 text-base ${twilio.success ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
        >
          <span className="font-semibold">{twilio.success ? 'Twilio credentials OK: ' : 'Twilio check failed: '}</span>
          {twilio.message}
        </p>
      ) : null}

      <div aria-live="polite" className="mt-6 grid gap-3">
        <ResultCard title="Edge Function" state={results.edgeFunction} />
        <ResultCard title="Email Notification" state={results.email} />
        <ResultCard title="SMS Notification" state={results.sms} />
      </div>
    </main>
  );
}
