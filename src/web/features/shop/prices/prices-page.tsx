import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import type { PricesAnswer } from '../../../../domain/shop/answers/prices';
import { PROCESSING_PRICES } from '../../../../domain/shop/price-edits';
import { Button } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { FormAlert } from '../components/form-alert';
import { ShopPage } from '../components/page-frame';
import { StatusMessage } from '../components/status-message';
import { InputField } from '../components/form-fields';
import { LoadFailure } from '../components/load-failure';
import { useLoad } from '../lib/use-load';
import { useSubmit } from '../lib/use-submit';
import { getPrices, savePrices } from './api';
import { NewAddonFields } from './new-addon-fields';
import { PastVersions } from './past-versions';
import { type PriceForm, priceFormOf, toSavePricesInput } from './price-form';
import { useUnsavedChangesWarning } from '../lib/unsaved-changes';
import { AddonRows, ColumnHeads, PrepRows } from './price-rows';

/** docs/shop.md 5: /shop/prices, the owner's. Each save is a new version; orders keep the one they were priced with. */
export default function PricesPage() {
  const { state: load, retry, update } = useLoad(getPrices);
  return (
    <ShopPage
      title="Prices"
      width="max-w-5xl"
      intro="What customers pay. A save applies to orders placed after it; hidden items are not offered to customers."
    >
      {load.status === 'loading' ? <LoadingNotice text="Loading prices..." /> : null}
      {load.status === 'failed' ? <LoadFailure what="The prices" reason={load.message} onRetry={retry} /> : null}
      {load.status === 'ready' ? (
        <>
          <PriceEditor answer={load.value} onSaved={(saved) => update(() => saved)} onReload={retry} />
          <PastVersions versions={load.value.versions} current={load.value.current.version} />
        </>
      ) : null}
    </ShopPage>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="font-display text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PriceEditor({
  answer,
  onSaved,
  onReload,
}: {
  answer: PricesAnswer;
  onSaved: (answer: PricesAnswer) => void;
  onReload: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, error, run, setError } = useSubmit(formRef);
  const [form, setForm] = useState<PriceForm>(() => priceFormOf(answer.current));
  const [status, setStatus] = useState('');
  // What was last saved (or loaded): changes beyond it are asked about before they could be lost (docs/shop.md 3).
  const [saved, setSaved] = useState(() => JSON.stringify(priceFormOf(answer.current)));
  const unsaved = JSON.stringify(form) !== saved;
  useUnsavedChangesWarning(unsaved);
  const field = (path: string) => error?.fields.find((issue) => issue.path === path)?.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setStatus('');
    const input = toSavePricesInput(form);
    if (!input.ok) {
      setError({ message: input.issues.map((issue) => issue.message).join(' '), status: 0, fields: input.issues });
      return;
    }
    void run(async () => {
      const saved = await savePrices(input.value);
      onSaved(saved);
      // The next save starts from the version just made (its base_version), with its prices as saved.
      setForm(priceFormOf(saved.current));
      setSaved(JSON.stringify(priceFormOf(saved.current)));
      setStatus(`Saved as version ${saved.current.version}.`);
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-8">
      <Section id="processing-prices" title="Processing">
        <div className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-3">
          {PROCESSING_PRICES.map(({ key, label }) => (
            <InputField
              key={key}
              label={label}
              inputMode="decimal"
              autoComplete="off"
              value={form.processing[key]}
              onChange={(event) =>
                setForm((current) => ({ ...current, processing: { ...current.processing, [key]: event.target.value } }))
              }
              error={field(key)}
            />
          ))}
        </div>
      </Section>
      <Section id="prep-prices" title="Prep options">
        <p className="text-base text-stone-700">Deer only; each is added once to the order.</p>
        <ColumnHeads first="Prep option" />
        <PrepRows form={form} setForm={setForm} error={error} />
        {field('prep') ? <p className="text-sm font-semibold text-red-800">{field('prep')}</p> : null}
      </Section>
      <Section id="addon-prices" title="Add-ons">
        <ColumnHeads first="Item" />
        <AddonRows form={form} setForm={setForm} error={error} />
        {field('addons') ? <p className="text-sm font-semibold text-red-800">{field('addons')}</p> : null}
      </Section>
      <NewAddonFields form={form} setForm={setForm} error={error} />
      <div className="grid gap-3">
        <FormAlert message={error?.message} />
        {error?.status === 409 ? (
          <Button variant="secondary" className="w-full sm:w-auto sm:justify-self-start" onClick={onReload}>
            Reload prices
          </Button>
        ) : null}
      </div>
      {/* Always in reach however long the list (docs/shop.md 3): the save stays at the bottom of the window. */}
      <div className="sticky bottom-0 -mx-4 grid gap-3 border-t border-stone-200 bg-stone-50/95 px-4 py-3 sm:flex sm:items-center sm:gap-4">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : 'Save prices'}
        </Button>
        {unsaved && !busy ? <p className="text-base font-semibold text-amber-900">Changes not saved yet.</p> : null}
        <StatusMessage text={unsaved ? '' : status} />
      </div>
    </form>
  );
}
