import { translateCatalogueText } from '../../i18n/catalogue-texts';
import { t } from '@lingui/core/macro';
import { type Dispatch, useId } from 'react';
import { type AddonItem, addonItemDisplayPrice } from '../../../domain/catalogue';
import { formatPriceText } from '../../../domain/money';
import { quantityBounds, quantityLabel } from '../../../domain/quantity';
import { CheckboxField } from '../checkbox-field';
import { inputClass } from '../text-field';
import { type AddonFormAction, type AddonFormState, quantityText } from './addon-form-reducer';

const SECTIONS = ['Custom', 'Variety'] as const;

/**
 * The add-ons checklist (docs/design.md 3): per section, a group per item holding its checkbox, its 'Pounds:' or
 * 'Quantity:' field and its sub-options. The customer's add-ons screen and the shop's add-on edit show it.
 * `headingLevel` fits the section headings under the page's or the dialog's own heading. Items and prices
 * come from the form's price list (docs/shop.md 5): hidden items are not offered unless already chosen (an
 * order the shop edits may hold one), and the owner's own items show in their section.
 */
export function AddonChecklist({
  form,
  dispatch,
  headingLevel = 2,
}: {
  form: AddonFormState;
  dispatch: Dispatch<AddonFormAction>;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="grid gap-8">
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`${id}-${section}`}>
          <Heading id={`${id}-${section}`} className="mb-3 text-xl font-bold text-stone-900">
            {translateCatalogueText(section)}
          </Heading>
          <div className="grid gap-2">
            {form.prices.addons
              .filter((item) => item.section === section && (!item.hidden || form.selection[item.name]))
              .map((item) => (
                <AddonCard key={item.name} item={item} form={form} dispatch={dispatch} />
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function AddonCard({
  item,
  form,
  dispatch,
}: {
  item: AddonItem;
  form: AddonFormState;
  dispatch: Dispatch<AddonFormAction>;
}) {
  const entry = form.selection[item.name];
  const itemPrice = addonItemDisplayPrice(item);
  const showOptionPrices = itemPrice === undefined;
  return (
    <div role="group" aria-label={item.name} className="rounded-2xl border border-stone-200 bg-white px-4 shadow-sm">
      <CheckboxField
        label={item.name}
        detail={itemPrice === undefined ? undefined : formatPriceText(itemPrice, item.unit)}
        checked={entry !== undefined}
        onCheckedChange={(checked) => dispatch({ type: 'toggle-item', item: item.name, checked })}
      />
      {entry && item.options.length === 0 && item.unit !== 'single' ? (
        <QuantityField item={item} form={form} dispatch={dispatch} />
      ) : null}
      {entry && item.options.length > 0 ? (
        <div
          role="group"
          aria-label={t`${item.name} options`}
          className="mb-3 ml-9 grid gap-1 border-l-2 border-brand-100 pl-3"
        >
          {item.options.map((option) => {
            const optionChecked = entry.options[option.name] !== undefined;
            return (
              <div key={option.name} role="group" aria-label={option.name}>
                <CheckboxField
                  label={option.name}
                  detail={showOptionPrices ? formatPriceText(option.priceCents, item.unit) : undefined}
                  checked={optionChecked}
                  onCheckedChange={(checked) =>
                    dispatch({ type: 'toggle-option', item: item.name, option: option.name, checked })
                  }
                />
                {optionChecked ? (
                  <QuantityField item={item} option={option.name} form={form} dispatch={dispatch} />
                ) : null}
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
  dispatch,
}: {
  item: AddonItem;
  option?: string;
  form: AddonFormState;
  dispatch: Dispatch<AddonFormAction>;
}) {
  const id = useId();
  const bounds = quantityBounds(item.unit);
  return (
    <div className="mb-3 flex items-center gap-3 pl-9">
      <label htmlFor={id} className="text-base font-medium text-stone-800">
        {translateCatalogueText(quantityLabel(item.unit))}
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
        onChange={(event) => dispatch({ type: 'set-quantity-text', item: item.name, option, text: event.target.value })}
      />
    </div>
  );
}
