import { t } from '@lingui/core/macro';
import { type FormEvent, useId, useState } from 'react';
import type { ReorderAnswer } from '../../../../domain/schemas';
import { LIMITS } from '../../../../domain/limits';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { askReorderCode, reorderWithCode } from '../api';

type Problems = { phone?: string; code?: string; form?: string };

/** What a refusal means here, in the customer's language: at the field it is about, or for the whole panel. */
function problemsOf(error: unknown): Problems {
  if (!(error instanceof ApiRequestError)) return { form: t`Something went wrong. Please try again.` };
  if (error.fields.some((field) => field.path === 'phone_number'))
    return { phone: t`Please enter a valid phone number.` };
  if (error.fields.some((field) => field.path === 'code')) {
    return { code: t`That code is not right, or it has expired. Ask for a new one if you need to.` };
  }
  if (error.status === 429) return { form: t`Too many tries for now. Please wait a few minutes and try again.` };
  if (error.status === 0) return { form: t`No connection. Please try again when you have signal.` };
  return { form: t`Something went wrong. Please try again.` };
}

/**
 * docs/shop.md 17: 'Ordered with us before? Use your last order' on the details step. The phone number gets a
 * 6-digit code by SMS (the answer is the same whether it has orders or not); the right code starts a new order
 * with the last one's details and choices at today's prices, which `onStarted` takes on.
 */
export function ReorderPanel({ onStarted }: { onStarted: (copy: ReorderAnswer) => void }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>({});

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setProblems({});
    try {
      await action();
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const sendCode = () =>
    run(async () => {
      await askReorderCode(phone);
      setSent(true);
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!phone.trim()) return setProblems({ phone: t`Please enter a valid phone number.` });
    if (!sent) return void sendCode();
    if (!/^\d{6}$/.test(code.trim())) return setProblems({ code: t`Enter the 6-digit code.` });
    void run(async () => onStarted(await reorderWithCode(phone, code.trim())));
  }

  return (
    <div className="mt-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className="min-h-11 text-left text-base font-semibold text-brand-800 underline underline-offset-2"
      >
        {t`Ordered with us before? Use your last order`}
      </button>
      {open ? (
        <form id={panelId} noValidate onSubmit={submit} className="mt-3 grid gap-4">
          <TextField
            label={t`Phone number of your last order`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={LIMITS.phone}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={problems.phone}
            focusOnError
          />
          {sent ? (
            <>
              <p role="status" className="text-base text-stone-800">
                {t`If we have an order for this number, we've sent a code.`}
              </p>
              <TextField
                label={t`Code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={problems.code}
                focusOnError
              />
            </>
          ) : null}
          {problems.form ? (
            <p role="alert" className="text-base font-semibold text-red-800">
              {problems.form}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {sent ? t`Use my last order` : t`Send me a code`}
            </Button>
            {sent ? (
              <Button type="button" variant="secondary" disabled={busy} onClick={() => void sendCode()}>
                {t`Send a new code`}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
    </div>
  );
}
