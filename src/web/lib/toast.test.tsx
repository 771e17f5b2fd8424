import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToasterHost } from '../components/toaster-host';
import { toastError } from './toast';

afterEach(cleanup);

/** lib/toast.ts: the Toaster mounts on the first toast a page asks for, and again if its host was unmounted. */
describe('toasts', () => {
  it('mount the Toaster on demand, and mount it again under a new host once the first is gone', async () => {
    const first = render(<ToasterHost />);
    void toastError({ title: 'First toast', description: 'On the first host.' });
    expect(await screen.findByText('First toast')).toBeTruthy();
    first.unmount();

    render(<ToasterHost />);
    void toastError({ title: 'Second toast', description: 'On the second host.' });
    expect(await screen.findByText('Second toast')).toBeTruthy();
  });
});
