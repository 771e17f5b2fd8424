import { catalogueName, priceTextInLanguage, translateCatalogueText } from '../../i18n/catalogue-texts';
import { t } from '@lingui/core/macro';
import { type Dispatch, useId } from 'react';
import { type AddonItem, addonItemDisplayPrice } from '../../../domain/catalogue';
import { formatPriceText } from '../../../domain/money';
import { isValidQuantity, quantityBounds, quantityLabel } from '../../../domain/quantity';
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
  problem = null,
}: {
  form: AddonFormState;
  dispatch: Dispatch<AddonFormAction>;
  headingLevel?: 2 | 3;
  /** What keeps the list from being saved, said under the item at fault (docs/customer-flow.md 5). */
  problem?: { item: string; message: string } | null;
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
                <AddonCard
                  key={item.name}
                  item={item}
                  form={form}
                  dispatch={dispatch}
                  problem={problem?.item === item.name ? problem.message : null}
                />
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
  problem,
}: {
  item: AddonItem;
  form: AddonFormState;
  dispatch: Dispatch<AddonFormAction>;
  problem: string | null;
}) {
  const problemId = useId();
  const describedBy = problem ? problemId : undefined;
  const entry = form.selection[item.name];
  const itemPrice = addonItemDisplayPrice(item);
  const showOptionPrices = itemPrice === undefined;
  return (
    <div
      role="group"
      aria-label={catalogueName(item.name)}
      className="rounded-2xl border border-stone-200 bg-white px-4 shadow-sm"
    >
      <CheckboxField
        label={catalogueName(item.name)}
        detail={itemPrice === undefined ? undefined : priceTextInLanguage(formatPriceText(itemPrice, item.unit))}
        checked={entry !== undefined}
        onCheckedChange={(checked) => dispatch({ type: 'toggle-item', item: item.name, checked })}
      />
      {entry && item.options.length === 0 && item.unit !== 'single' ? (
        <QuantityField item={item} form={form} dispatch={dispatch} describedBy={describedBy} />
      ) : null}
      {entry && item.options.length > 0 ? (
        <div
          role="group"
          aria-label={t`${catalogueName(item.name)} options`}
          aria-describedby={describedBy}
          className="mb-3 ml-9 grid gap-1 border-l-2 border-brand-100 pl-3"
        >
          {item.options.map((option) => {
            const optionChecked = entry.options[option.name] !== undefined;
            return (
              <div key={option.name} role="group" aria-label={catalogueName(option.name)}>
                <CheckboxField
                  label={catalogueName(option.name)}
                  detail={
                    showOptionPrices ? priceTextInLanguage(formatPriceText(option.priceCents, item.unit)) : undefined
                  }
                  checked={optionChecked}
                  onCheckedChange={(checked) =>
                    dispatch({ type: 'toggle-option', item: item.name, option: option.name, checked })
                  }
                />
                {optionChecked ? (
                  <QuantityField
                    item={item}
                    option={option.name}
                    form={form}
                    dispatch={dispatch}
                    describedBy={describedBy}
                  />
                ) : null}
              </div>
            );
          })}
        </div>
      ) : null}
      {problem ? (
        <p id={problemId} className="mb-3 ml-9 text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function QuantityField({
  item,
  option,
  form,
  dispatch,
  describedBy,
}: {
  item: AddonItem;
  option?: string;
  form: AddonFormState;
  dispatch: Dispatch<AddonFormAction>;
  /** The item's problem, when it has one: the field is marked when its own amount is at fault. */
  describedBy?: string;
}) {
  const id = useId();
  const bounds = quantityBounds(item.unit);
  const text = quantityText(form, item.name, option);
  const invalid = describedBy !== undefined && !isValidQuantity(Number(text.trim() || Number.NaN), item.unit);
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
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        onChange={(event) => dispatch({ type: 'set-quantity-text', item: item.name, option, text: event.target.value })}
      />
    </div>
  );
}
