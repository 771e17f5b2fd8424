import { type FormEvent, useState } from 'react';
import { COUNTER_TABLET_NAME_MAX } from '../../../../domain/shop/counter-tablet-schemas';
import { Button } from '../../../components/button';
import { paths } from '../../../app/paths';
import { COUNTER_TABLET_KEY } from '../../../lib/order-confirmation';
import { FormAlert } from '../components/form-alert';
import { InputField } from '../components/form-fields';
import { StatusMessage } from '../components/status-message';
import { formatShopTime } from '../lib/format-shop-time';
import { useLoad } from '../lib/use-load';
import { fieldError, useSubmit } from '../lib/use-submit';
import { getCounterTablets, removeCounterTablet, setUpCounterTablet } from './api';

/**
 * docs/shop.md 15, 'Counter tablets': the lobby's tablets by name and last use, each with 'Remove' (which ends its
 * credential at once), and 'Set up this device as a counter tablet', done on the tablet itself: the device
 * then shows the order screens in counter mode, and the owner's session on it ends.
 */
export function CounterTabletsSection() {
  const { state, retry, update } = useLoad(getCounterTablets);
  const [status, setStatus] = useState('');
  const removal = useSubmit();

  function remove(id: string, name: string) {
    if (!window.confirm(`Remove the counter tablet '${name}'? It stops taking orders at once.`)) return;
    void removal.run(async () => {
      const left = await removeCounterTablet(id);
      update(() => left);
      setStatus(`Counter tablet '${name}' removed.`);
    });
  }

  return (
    <section aria-labelledby="counter-tablets-heading" className="mt-8 grid gap-3 border-t border-stone-200 pt-5">
      <h2 id="counter-tablets-heading" className="text-lg font-semibold text-stone-900">
        Counter tablets
      </h2>
      <p className="text-base text-stone-700">
        A tablet in the lobby where hunters order themselves: it keeps nothing of one hunter for the next, and opens
        nothing of the shop.
      </p>
      {state.status === 'loading' ? <p className="text-base text-stone-700">Loading counter tablets...</p> : null}
      {state.status === 'failed' ? (
        <p className="text-base text-stone-700">
          The counter tablets did not load.{' '}
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </p>
      ) : null}
      {state.status === 'ready' && state.value.tablets.length === 0 ? (
        <p className="text-base text-stone-700">No counter tablets yet.</p>
      ) : null}
      {state.status === 'ready' && state.value.tablets.length > 0 ? (
        <ul className="grid gap-2">
          {state.value.tablets.map((tablet) => (
            <li
              key={tablet.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3"
            >
              <span className="text-base text-stone-900">
                <strong>{tablet.name}</strong>{' '}
                <span className="text-stone-700">
                  {tablet.last_used_at ? `Last order ${formatShopTime(tablet.last_used_at)}` : 'No orders yet'}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Remove ${tablet.name}`}
                disabled={removal.busy}
                onClick={() => remove(tablet.id, tablet.name)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <FormAlert message={removal.error?.message} />
      {/* Only once something was removed: the settings form's own status line stays the page's one. */}
      {status ? <StatusMessage text={status} /> : null}
      <SetUpThisDevice />
    </section>
  );
}

function SetUpThisDevice() {
  const [name, setName] = useState('');
  const { busy, error, run, refuse } = useSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') return refuse('Give the tablet a name.', 'name');
    void run(async () => {
      await setUpCounterTablet(name);
      // The mark that loads counter mode on this device (ADR 1401).
      localStorage.setItem(COUNTER_TABLET_KEY, '1');
      // The answer signed this browser out and made it the tablet: a fresh load starts counter mode.
      window.location.assign(paths.home.getHref());
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <h3 className="text-base font-semibold text-stone-900">Set up this device as a counter tablet</h3>
      <p className="text-base text-stone-700">
        Do this on the tablet itself. It signs you out here, and this device then shows the order screens for hunters,
        starting afresh after each order.
      </p>
      <InputField
        label="Tablet name"
        hint="As the orders' history will name it, e.g. Lobby."
        maxLength={COUNTER_TABLET_NAME_MAX}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldError(error, 'name')}
      />
      {error && !fieldError(error, 'name') ? <FormAlert message={error.message} /> : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Setting up...' : 'Set up this device as a counter tablet'}
        </Button>
      </div>
    </form>
  );
}
