import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { stubSaves } from '../testing/stub-fetch';
import OrderDetailsPage from './order-details';

function renderDetails() {
  return renderApp(<OrderDetailsPage />, {
    path: '/order-details',
    routes: { '/choose-animal': <h1>Animal screen</h1> },
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The field that `name` labels, found only if its accessible description is `description`. */
const fieldDescribed = (name: string, description: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name, description });

/**
 * The screen's wiring of the details rule (the rule's cases: src/domain/validation.test.ts): the rule's
 * message in a toast and under each field at fault, the first of them focused, what was typed kept, nothing saved.
 */
describe('order details screen', () => {
  it("shows the rule's toast (mounting the toaster on demand), marks and focuses the field at fault, keeps the typing, saves nothing", async () => {
    const fetchMock = stubSaves();
    renderDetails();
    await userEvent.type(screen.getByLabelText('Full Name'), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    // In the toast, and under each blank field (docs/customer-flow.md 5).
    expect(screen.getAllByText('Please fill in all required fields.')).toHaveLength(3);
    expect(screen.getByLabelText('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBeNull();
    const email = fieldDescribed('Email Address', 'Please fill in all required fields.');
    expect(fieldDescribed('Phone Number', 'Please fill in all required fields.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Sam');
    expect(fetchMock).not.toHaveBeenCalled();

    // Then a bad email: its own toast, on the one Toaster (the toaster mounts once per page, lib/toast.ts).
    act(() => {
      fireEvent.change(email, { target: { value: 'pat@example' } });
      fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '(205) 555-0134' } });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid Email')).toBeTruthy();
    expect(fieldDescribed('Email Address', 'Please enter a valid email address.')).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe('pat@example');
    expect(screen.getByLabelText('Phone Number').getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the order with trimmed values, remembers its id and moves on, showing Saving... meanwhile', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = stubSaves(() => new Promise<Response>((resolve) => (release = resolve)));
    renderDetails();
    await userEvent.type(screen.getByLabelText('Full Name'), '  Sam Hunter ');
    await userEvent.type(screen.getByLabelText('Email Address'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Phone Number'), '555 010 0100');
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    // The same button element, now busy.
    expect(next.textContent).toBe('Saving...');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/orders');
    expect(JSON.parse(init.body as string)).toEqual({
      full_name: 'Sam Hunter',
      email: 'sam@example.com',
      phone_number: '555 010 0100',
    });
    const id = '6f0c1e52-3f4e-4b8e-9a57-0d7c2b1f9a10';
    release(new Response(JSON.stringify({ order: { id }, cuts: [], addons: [], totals: {} }), { status: 201 }));
    expect(await screen.findByRole('heading', { name: 'Animal screen' })).toBeTruthy();
    expect(localStorage.getItem('currentOrderId')).toBe(id);
  });

  it('clears the mark of each field as it is corrected, and keeps the others', async () => {
    stubSaves();
    renderDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByLabelText('Full Name');
    const email = screen.getByLabelText('Email Address');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    act(() => {
      fireEvent.change(name, { target: { value: 'Jo Marsh' } });
      fireEvent.change(email, { target: { value: 'jo@example.com' } });
    });
    expect((name as HTMLInputElement).value).toBe('Jo Marsh');
    expect((email as HTMLInputElement).value).toBe('jo@example.com');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Phone Number').getAttribute('aria-invalid')).toBe('true');
  });
});
