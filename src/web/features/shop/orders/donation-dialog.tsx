import { useCallback, useState } from 'react';
import type { DonationProgram } from '../../../../domain/shop/answers/donations';
import type { ShopOrder } from '../../../../domain/shop/answers/order';
import {
  DONATION_CHOICES,
  DONATION_CHOICE_LABELS,
  DONATION_MESSAGES,
  type DonationChoice,
  paidByLine,
  programTermsText,
  readPoundsDonated,
} from '../../../../domain/shop/donations';
import { canChangeInShop } from '../../../../domain/shop/stages';
import { RadioField } from '../../../components/radio-field';
import { Line } from '../../../components/receipt-lines';
import { InputField } from '../components/form-fields';
import { SelectField } from '../components/select-field';
import { DialogForm } from '../components/shop-dialog';
import { useLoad } from '../lib/use-load';
import { fieldError } from '../lib/use-submit';
import { fetchDonationPrograms, setDonation } from './api';
import { ActionDialog, type OrderDialogProps } from './order-dialogs';
import { useOrderAction } from './use-order-action';

const CHOICES = DONATION_CHOICES.map((choice) => ({ value: choice, label: DONATION_CHOICE_LABELS[choice] }));

/** The order's donation on its page: what is given, to whom, the pounds, and the program's share. */
export function DonationFacts({ order }: { order: ShopOrder }) {
  const { donation } = order;
  if (donation.choice === 'keep' || donation.program === null) {
    return <p className="text-base text-stone-800">Keep: the hunter takes the meat.</p>;
  }
  const pounds =
    donation.donated_pounds === null
      ? donation.choice === 'all'
        ? 'The hanging weight, once weighed'
        : '—'
      : `${donation.donated_pounds} lbs`;
  return (
    <>
      <dl>
        <Line label="Donation" value={DONATION_CHOICE_LABELS[donation.choice]} />
        <Line label="Program" value={`${donation.program.name}${donation.program.retired ? ' (retired)' : ''}`} />
        <Line label={donation.choice === 'part' ? 'Pounds donated' : 'Pounds'} value={pounds} />
        {donation.terms ? <Line label="Program pays" value={programTermsText(donation.terms)} /> : null}
      </dl>
      <p className="mt-2 text-base font-semibold text-stone-900">
        {paidByLine(donation.program.name, donation.share_cents)}
      </p>
      {donation.program.hold_for_cwd ? (
        <p className="mt-1 text-base text-stone-800">This program holds donated animals until the CWD result.</p>
      ) : null}
    </>
  );
}

/** The programs to choose from: those in use, and the order's own even when retired. */
function programChoices(programs: readonly DonationProgram[], current: string | null) {
  return programs
    .filter((program) => !program.retired || program.id === current)
    .map((program) => ({
      value: program.id,
      label: `${program.name}: ${programTermsText(program)}${program.retired ? ' (retired)' : ''}`,
    }));
}

function DonationForm({ order, onSaved }: Pick<OrderDialogProps, 'order' | 'onSaved'>) {
  const load = useCallback(() => fetchDonationPrograms(), []);
  const programs = useLoad(load);
  const [choice, setChoice] = useState<DonationChoice>(order.donation.choice);
  const [programId, setProgramId] = useState(order.donation.program?.id ?? '');
  const [pounds, setPounds] = useState(order.donation.pounds_donated?.toString() ?? '');
  const action = useOrderAction(onSaved);
  const orderNumber = order.details.order.order_number;
  const hanging = order.drop_off.hanging_weight_lbs;

  const choices =
    programs.state.status === 'ready'
      ? programChoices(programs.state.value.programs, order.donation.program?.id ?? null)
      : [];

  function submit() {
    if (choice === 'keep') {
      void action.run(
        () => setDonation(orderNumber, { donation: 'keep', program_id: null, pounds_donated: null }),
        'Donation set to Keep.',
      );
      return;
    }
    const program = choices.find((option) => option.value === programId);
    if (!program) {
      action.refuse(DONATION_MESSAGES.programRequired, 'program_id');
      return;
    }
    let poundsDonated: number | null = null;
    if (choice === 'part') {
      const read = readPoundsDonated(pounds, hanging);
      if (!read.ok) {
        action.refuse(read.message, 'pounds_donated');
        return;
      }
      poundsDonated = read.pounds;
    }
    void action.run(
      () => setDonation(orderNumber, { donation: choice, program_id: programId, pounds_donated: poundsDonated }),
      `Donation saved: ${DONATION_CHOICE_LABELS[choice]}.`,
    );
  }

  return (
    <DialogForm confirmLabel="Save donation" busy={action.busy} error={action.error} onSubmit={submit}>
      <RadioField
        legend="Donation"
        choices={CHOICES}
        value={choice}
        onValueChange={(value) => setChoice(value as DonationChoice)}
      />
      {choice === 'keep' ? null : (
        <>
          {programs.state.status === 'loading' ? (
            <p className="text-base text-stone-800">Loading the programs...</p>
          ) : null}
          {programs.state.status === 'failed' ? (
            <p className="text-base text-red-800">The programs could not be loaded: {programs.state.message}</p>
          ) : null}
          {programs.state.status === 'ready' && choices.length === 0 ? (
            <p className="text-base text-stone-800">
              No donation programs yet. The owner adds them on the Donations page.
            </p>
          ) : null}
          {choices.length > 0 ? (
            <SelectField
              label="Program"
              required
              options={[{ value: '', label: 'Choose a program' }, ...choices]}
              value={programId}
              onChange={(event) => setProgramId(event.target.value)}
              error={fieldError(action.error, 'program_id')}
            />
          ) : null}
          {choice === 'part' ? (
            <InputField
              label="Pounds donated"
              inputMode="decimal"
              autoComplete="off"
              required
              value={pounds}
              onChange={(event) => setPounds(event.target.value)}
              hint={hanging === null ? '1 to 1500 lbs, one decimal.' : `Hanging weight: ${hanging} lbs.`}
              error={fieldError(action.error, 'pounds_donated')}
            />
          ) : null}
          <p className="text-sm text-stone-700">
            A program that pays per animal pays for a whole animal only; a part is paid by a program that pays per
            pound.
          </p>
        </>
      )}
    </DialogForm>
  );
}

/**
 * docs/shop.md 12: 'Edit donation', from check-in on while the order is open: 'Keep', 'Donate all' or
 * 'Donate part' ('Pounds donated') and the program. The server computes the program's share.
 */
export function DonationDialog({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  if (order.stage === 'submitted' || !canChangeInShop(order.stage)) return null;
  const { donation } = order;
  const now =
    donation.choice === 'keep' || donation.program === null
      ? 'Now: Keep.'
      : `Now: ${DONATION_CHOICE_LABELS[donation.choice]} to ${donation.program.name}.`;
  return (
    <ActionDialog
      title="Edit donation"
      description={now}
      returnFocusTo={returnFocusTo}
      onSaved={onSaved}
      form={(saved) => <DonationForm order={order} onSaved={saved} />}
    />
  );
}
