import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { addonSelectionToRows } from '../../../../domain/addon-encoding';
import { ADDON_ITEMS, type AddonItem, addonItemDisplayPrice } from '../../../../domain/catalogue';
import { formatPriceText } from '../../../../domain/money';
import { quantityBounds, quantityLabel } from '../../../../domain/quantity';
import { isAddonSelectionValid } from '../../../../domain/validation';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { LoadingNotice, StepLayout } from '../components/step-layout';
import { inputClass } from '../../../components/text-field';
import {
  type AddonFormState,
  addonFormFromRows,
  emptyAddonForm,
  quantityText,
  setAddonQuantityText,
  toggleAddon,
  toggleAddonOption,
} from '../reducers/addon-form-reducer';
import { useCurrentOrder } from '../hooks/use-current-order';
import { saveAddons } from '../api';
import { WEB_MESSAGES } from '../messages';
import { toastError, toastSuccess } from '../../../lib/toast';
import { PATHS, cutsPathFor, headingFor } from '../../../paths';

const SECTIONS = ['Custom', 'Variety'] as const;

export default function AddonsPage() {
  const navigate = useNavigate();
  const [orderState] = useCurrentOrder({ missingRedirect: PATHS.chooseAnimal });
  const [form, setForm] = useState<AddonFormState>(emptyAddonForm);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (orderState.status === 'ready') setForm(addonFormFromRows(orderState.details.addons));
  }, [orderState]);

  const ready = orderState.status === 'ready' || orderState.status === 'failed';
  const valid = isAddonSelectionValid(form.selection);
  // DESIGN decision 2: Back follows the order's animal.
  const backTo = orderState.status === 'ready' ? cutsPathFor(orderState.details.order.animal_type) : PATHS.deerCuts;

  async function save() {
    if (saving || !valid) return;
    if (orderState.status !== 'ready' && orderState.status !== 'failed') return;
    setSaving(true);
    try {
      await saveAddons(orderState.id, addonSelectionToRows(form.selection));
      void toastSuccess(WEB_MESSAGES.addonsSaved);
      navigate(PATHS.reviewOrder);
    } catch {
      setSaving(false);
      void toastError(WEB_MESSAGES.saveAddonsFailed);
    }
  }

  return (
    <StepLayout
      {...headingFor(PATHS.addons)}
      backTo={backTo}
      footer={
        ready ? (
          <Button className="w-full" disabled={!valid || saving} onClick={() => void save()}>
            {saving ? 'Saving...' : 'Next'}
          </Button>
        ) : null
      }
    >
      {!ready ? (
        <LoadingNotice />
      ) : (
        <div className="grid gap-8">
          {SECTIONS.map((section) => (
            <section key={section} aria-labelledby={`section-${section}`}>
              <h2 id={`section-${section}`} className="mb-3 text-xl font-bold text-stone-900">
                {section}
              </h2>
              <div className="grid gap-2">
                {ADDON_ITEMS.filter((item) => item.section === section).map((item) => (
                  <AddonCard key={item.name} item={item} form={form} onChange={setForm} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </StepLayout>
  );
}

function AddonCard({ item, form, onChange }: { item: AddonItem; form: AddonFormState; onChange: (update: (state: AddonFormState) => AddonFormState) => void }) {
  const entry = form.selection[item.name];
  const itemPrice = addonItemDisplayPrice(item);
  const showOptionPrices = itemPrice === undefined;
  return (
    <div role="group" aria-label={item.name} className="rounded-2xl border border-stone-200 bg-white px-4 shadow-sm">
      <CheckboxField
        label={item.name}
        detail={itemPrice === undefined ? undefined : formatPriceText(itemPrice, item.unit)}
        checked={entry !== undefined}
        onCheckedChange={(checked) => onChange((state) => toggleAddon(state, item.name, checked))}
      />
      {entry && item.options.length === 0 && item.unit !== 'single' ? (
        <QuantityField item={item} form={form} onChange={onChange} />
      ) : null}
      {entry && item.options.length > 0 ? (
        <div role="group" aria-label={`${item.name} options`} className="mb-3 ml-9 grid gap-1 border-l-2 border-brand-100 pl-3">
          {item.options.map((option) => {
            const optionChecked = entry.options[option.name] !== undefined;
            return (
              <div key={option.name} role="group" aria-label={option.name}>
                <CheckboxField
                  label={option.name}
                  detail={showOptionPrices ? formatPriceText(option.priceCents, item.unit) : undefined}
                  checked={optionChecked}
                  onCheckedChange={(checked) => onChange((state) => toggleAddonOption(state, item.name, option.name, checked))}
                />
                {optionChecked ? <QuantityField item={item} option={option.name} form={form} onChange={onChange} /> : null}
              </div>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

function QuantityField({
  item,
  option,
  form,
  onChange,
}: {
  item: AddonItem;
  option?: string;
  form: AddonFormState;
  onChange: (update: (state: AddonFormState) => AddonFormState) => void;
}) {
  const id = useId();
  const bounds = quantityBounds(item.unit);
  return (
    <div className="mb-3 flex items-center gap-3 pl-9">
      <label htmlFor={id} className="text-base font-medium text-stone-800">
        {quantityLabel(item.unit)}
      </label>
      <input
        id={id}
        type="number"
        inputMode={item.unit === 'lb' ? 'decimal' : 'numeric'}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        className={`${inputClass} max-w-32`}
        value={quantityText(form, item.name, option)}
        onChange={(event) => {
          const text = event.target.value;
          onChange((state) => setAddonQuantityText(state, item.name, option, text));
        }}
      />
    </div>
  );
}
