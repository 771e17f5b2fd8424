import { type RefObject, useId, useState } from 'react';
import { formatCents } from '../../../../domain/money';
import type { DonationProgram } from '../../../../domain/shop/answers/donations';
import {
  DONATION_LIMITS,
  DONATION_MESSAGES,
  DONATION_PAYS,
  DONATION_PAYS_LABELS,
  type DonationPays,
} from '../../../../domain/shop/donations';
import { parseDollars } from '../../../../domain/shop/payments';
import { Button } from '../../../components/button';
import { RadioField } from '../../../components/radio-field';
import { InputField, TextAreaField } from '../components/form-fields';
import { DialogForm, ShopDialog } from '../components/shop-dialog';
import { fieldError, useSubmit } from '../lib/use-submit';
import { createDonationProgram, saveDonationProgram } from './api';

const PAYS_CHOICES = DONATION_PAYS.map((pays) => ({ value: pays, label: DONATION_PAYS_LABELS[pays] }));

/** A labelled checkbox, as large as the shop's other controls. */
function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-12 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 cursor-pointer accent-brand-700"
      />
      <label htmlFor={id} className="flex min-h-12 flex-1 cursor-pointer items-center text-base font-medium">
        {label}
      </label>
    </div>
  );
}

function ProgramForm({
  program,
  onSaved,
}: {
  program: DonationProgram | null;
  onSaved: (saved: DonationProgram) => void;
}) {
  const [name, setName] = useState(program?.name ?? '');
  const [pays, setPays] = useState<DonationPays>(program?.pays ?? 'per_animal');
  const [amount, setAmount] = useState(
    program && program.pays !== 'nothing' ? (program.rate_cents / 100).toFixed(2) : '',
  );
  const [contact, setContact] = useState(program?.invoice_contact ?? '');
  const [hold, setHold] = useState(program?.hold_for_cwd ?? false);
  const [retired, setRetired] = useState(program?.retired ?? false);
  const { busy, error, run, refuse } = useSubmit();

  function submit() {
    if (!name.trim()) return refuse(DONATION_MESSAGES.programName, 'name');
    let rate = 0;
    if (pays !== 'nothing') {
      if (!amount.trim()) return refuse(DONATION_MESSAGES.rateRequired, 'rate_cents');
      const cents = parseDollars(amount);
      if (cents === null) return refuse(DONATION_MESSAGES.rateFormat, 'rate_cents');
      if (cents <= 0) return refuse(DONATION_MESSAGES.ratePositive, 'rate_cents');
      if (cents > DONATION_LIMITS.rateMaxCents) return refuse(DONATION_MESSAGES.rateMax, 'rate_cents');
      rate = cents;
    }
    const input = {
      name: name.trim(),
      pays,
      rate_cents: rate,
      invoice_contact: contact.trim(),
      hold_for_cwd: hold,
      retired,
    };
    void run(async () => {
      onSaved(await (program ? saveDonationProgram(program.id, input) : createDonationProgram(input)));
    });
  }

  return (
    <DialogForm confirmLabel={program ? 'Save program' : 'Add program'} busy={busy} error={error} onSubmit={submit}>
      <InputField
        label="Name"
        required
        maxLength={DONATION_LIMITS.programName}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldError(error, 'name')}
      />
      <RadioField
        legend="What the program pays"
        choices={PAYS_CHOICES}
        value={pays}
        onValueChange={(value) => setPays(value as DonationPays)}
      />
      {pays === 'nothing' ? null : (
        <InputField
          label={pays === 'per_animal' ? 'Amount per animal' : 'Amount per pound'}
          inputMode="decimal"
          autoComplete="off"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hint={pays === 'per_animal' ? 'Such as 60.00.' : 'Such as 1.50, per pound of hanging weight.'}
          error={fieldError(error, 'rate_cents')}
        />
      )}
      <TextAreaField
        label="Contact for invoices"
        maxLength={DONATION_LIMITS.invoiceContact}
        value={contact}
        onChange={(event) => setContact(event.target.value)}
        hint="Who the program's invoice goes to: a name, an address, an email."
        error={fieldError(error, 'invoice_contact')}
      />
      <CheckField label="Hold donated animals until the CWD result" checked={hold} onChange={setHold} />
      {program ? (
        <CheckField label="Retired (hidden from new donations)" checked={retired} onChange={setRetired} />
      ) : null}
    </DialogForm>
  );
}

/** 'Add program', or 'Edit <name>' for one program; the saved program goes to `onSaved`. */
export function ProgramDialog({
  program,
  onSaved,
  returnFocusTo,
}: {
  program: DonationProgram | null;
  onSaved: (saved: DonationProgram, message: string) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const title = program ? `Edit ${program.name}` : 'Add program';
  return (
    <ShopDialog
      title={title}
      description={
        program ? `Now: ${program.pays === 'nothing' ? 'pays nothing' : formatCents(program.rate_cents)}.` : undefined
      }
      trigger={
        <Button variant="secondary">
          {program ? (
            <>
              Edit<span className="sr-only"> {program.name}</span>
            </>
          ) : (
            'Add program'
          )}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      returnFocusTo={returnFocusTo}
    >
      <ProgramForm
        program={program}
        onSaved={(saved) => {
          setOpen(false);
          onSaved(saved, program ? `${saved.name} saved.` : `${saved.name} added.`);
        }}
      />
    </ShopDialog>
  );
}
