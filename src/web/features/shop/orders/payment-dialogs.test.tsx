import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentEntry, ShopOrder } from '../../../../domain/shop/answers/order';
import { buildShopOrder } from '../../../../domain/test/shop-factories';
import { SessionProvider } from '../lib/session';
import { describeChanges } from './format';
import { PaymentFacts } from './order-sections';
import { RecordPaymentDialog, RecordPickupDialog, VoidPaymentDialog } from './payment-dialogs';

function buildPayment(overrides: Partial<PaymentEntry> = {}): PaymentEntry {
  return {
    id: '6f1c2b9e-0000-4000-8000-000000000001',
    amount_cents: 4_000,
    method: 'cash',
    note: null,
    taken_by: 'Pat Payer',
    taken_at: '2026-11-23T16:16:00.000Z',
    voided: null,
    ...overrides,
  };
}

const buildOrder = buildShopOrder;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answer: () => Response;
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
const sent = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(init?.body as string) as unknown }));

beforeEach(() => {
  answer = () => json(200, buildOrder());
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(dialog: (props: { onSaved: (order: ShopOrder, text: string) => void }) => ReactNode) {
  const onSaved = vi.fn();
  render(<SessionProvider>{dialog({ onSaved })}</SessionProvider>);
  return onSaved;
}

const returnFocusTo = createRef<HTMLElement>();

describe('Record payment', () => {
  it('sends the amount in cents, the method and the note', async () => {
    const onSaved = renderDialog(({ onSaved }) => (
      <RecordPaymentDialog order={buildOrder()} onSaved={onSaved} returnFocusTo={returnFocusTo} />
    ));
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record payment' });
    expect(within(dialog).getByText('Balance due: $125.00.')).toBeTruthy();
    const amount = within(dialog).getByLabelText('Amount');
    expect(document.activeElement).toBe(amount);
    await userEvent.type(amount, '40.5');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Card' }));
    await userEvent.type(within(dialog).getByLabelText('Note'), ' Deposit ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(sent()).toEqual([
      { url: '/api/shop/orders/GM-1042/payments', body: { amount_cents: 4_050, method: 'card', note: 'Deposit' } },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.anything(), 'Recorded payment of $40.50 (Card).');
  });

  it('refuses an unreadable amount, one over the balance and a missing method, on their fields', async () => {
    renderDialog(({ onSaved }) => (
      <RecordPaymentDialog
        order={buildOrder({ balance_due_cents: 4_000 })}
        onSaved={onSaved}
        returnFocusTo={returnFocusTo}
      />
    ));
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record payment' });
    const amount = within(dialog).getByLabelText('Amount');
    const confirm = within(dialog).getByRole('button', { name: 'Record payment' });

    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter the amount, such as 40.00.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(amount, 'forty');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter the amount in dollars and cents, such as 40.00.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe('Amount must be more than $0.00.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '40.01');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe('Amount cannot be more than the balance due of $40.00.');
    expect(document.activeElement).toBe(amount);

    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a method: Cash, Card, Check or Other.');
    expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'Cash' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    answer = () => json(409, { error: { code: 'conflict', message: 'Nothing is due on this order.' } });
    renderDialog(({ onSaved }) => (
      <RecordPaymentDialog order={buildOrder()} onSaved={onSaved} returnFocusTo={returnFocusTo} />
    ));
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Record payment' });
    await userEvent.type(within(dialog).getByLabelText('Amount'), '10');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Cash' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Nothing is due on this order.');
  });
});

describe('Void payment', () => {
  it('is named after its payment and needs a reason', async () => {
    const payment = buildPayment({ amount_cents: 2_500, method: 'check' });
    const onSaved = renderDialog(({ onSaved }) => (
      <VoidPaymentDialog
        order={buildOrder({ payments: [payment] })}
        payment={payment}
        onSaved={onSaved}
        returnFocusTo={returnFocusTo}
      />
    ));
    const trigger = screen.getByRole('button', { name: /^Void payment of \$25\.00 by Check, / });
    expect(trigger.textContent).toMatch(/^Void payment/);
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Void payment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void payment' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Give a reason.');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Wrong order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void payment' }));
    expect(sent()).toEqual([
      { url: `/api/shop/orders/GM-1042/payments/${payment.id}/void`, body: { reason: 'Wrong order' } },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.anything(), 'Voided payment of $25.00.');
  });
});

describe('Record pickup', () => {
  it("offers the customer's name and, paid in full, records at once", async () => {
    const onSaved = renderDialog(({ onSaved }) => (
      <RecordPickupDialog
        order={buildOrder({ stage: 'ready', balance_due_cents: 0, paid_cents: 12_500 })}
        onSaved={onSaved}
        returnFocusTo={returnFocusTo}
      />
    ));
    await userEvent.click(screen.getByRole('button', { name: 'Record pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Record pickup' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Picked up by').value).toBe('Jo Hunter');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record pickup' }));
    expect(sent()).toEqual([{ url: '/api/shop/orders/GM-1042/pickup', body: { picked_up_by: 'Jo Hunter' } }]);
    expect(onSaved).toHaveBeenCalledWith(expect.anything(), 'Picked up by Jo Hunter.');
  });

  it('with a balance due, records only once it is confirmed', async () => {
    renderDialog(({ onSaved }) => (
      <RecordPickupDialog
        order={buildOrder({ stage: 'ready', balance_due_cents: 4_000 })}
        onSaved={onSaved}
        returnFocusTo={returnFocusTo}
      />
    ));
    await userEvent.click(screen.getByRole('button', { name: 'Record pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Record pickup' });
    const confirmBox = within(dialog).getByRole('checkbox', { name: 'Picked up with $40.00 due' });
    const name = within(dialog).getByLabelText('Picked up by');
    await userEvent.clear(name);
    await userEvent.type(name, 'Lee Hunter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record pickup' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      "Tick 'Picked up with $40.00 due' to record the pickup with the balance still due.",
    );
    expect(document.activeElement).toBe(confirmBox);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(confirmBox);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record pickup' }));
    expect(sent()).toEqual([
      { url: '/api/shop/orders/GM-1042/pickup', body: { picked_up_by: 'Lee Hunter', confirm_balance_due: true } },
    ]);
  });
});

describe('the Payments section', () => {
  it('lists each payment, a voided one struck through with its reason, then paid and balance due', () => {
    const kept = buildPayment({ note: 'Deposit' });
    const voided = buildPayment({
      id: '6f1c2b9e-0000-4000-8000-000000000002',
      amount_cents: 2_500,
      method: 'card',
      voided: { by: 'Olive Owner', at: '2026-11-23T17:00:00.000Z', reason: 'Charged twice' },
    });
    render(
      <PaymentFacts
        balanceDueCents={8_500}
        paidCents={4_000}
        payments={[kept, voided]}
        voidAction={(payment) => <button type="button">Void {payment.amount_cents}</button>}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first?.textContent).toContain('$40.00 Cash');
    expect(first?.textContent).toContain('Note: Deposit');
    expect(first?.textContent).toContain('Taken by Pat Payer');
    expect(second?.querySelector('del')?.textContent).toBe('$25.00 Card');
    expect(second?.textContent).toContain('Voided: Charged twice (Olive Owner');
    // Only the payment that still counts can be voided.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Void 4000']);
    expect(screen.getByText('Paid').nextSibling?.textContent).toBe('$40.00');
    expect(screen.getByText('Balance due').nextSibling?.textContent).toBe('$85.00');
  });

  it('says when nothing is paid yet', () => {
    render(<PaymentFacts balanceDueCents={12_500} />);
    expect(screen.getByText('No payments yet.')).toBeTruthy();
    expect(screen.queryByText('Paid')).toBeNull();
  });
});

describe('the history of payments and pickups', () => {
  it('reads amounts as money and methods by their labels', () => {
    expect(describeChanges(null, { amount_cents: 4_000, method: 'cash', note: 'Deposit' })).toEqual([
      'Amount: $40.00',
      'Method: Cash',
      'Note: Deposit',
    ]);
    expect(
      describeChanges({ stage: 'ready' }, { stage: 'picked_up', picked_up_by: 'Jo Hunter', balance_due_cents: 4_000 }),
    ).toEqual(['Stage: Ready for pickup to Picked up', 'Picked up by: Jo Hunter', 'Balance due: $40.00']);
  });
});
