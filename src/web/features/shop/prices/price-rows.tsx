import { type ReactNode, useId } from 'react';
import { UNIT_LABELS } from '../../../../domain/shop/price-edits';
import { type ActionError, exactFieldError } from '../lib/use-submit';
import { type AddonForm, type PriceForm, addonPath, optionPath } from './price-form';
import { OfferedCheckbox, PriceInput, SpanishNameField } from './price-fields';

/** The column layout shared by the header and the rows from 640 px; phones stack each row instead. */
export const ROW_GRID = 'sm:grid sm:grid-cols-[minmax(0,1fr)_14rem_14rem] sm:items-center sm:gap-4';

/** What the columns are, for sighted users on wide screens (each control carries its own name). */
export function ColumnHeads({ first }: { first: string }) {
  return (
    <div aria-hidden="true" className={`hidden px-4 pb-2 text-sm font-semibold text-stone-700 sm:grid ${ROW_GRID}`}>
      <span>{first}</span>
      <span>Price</span>
      <span>Offered to customers</span>
    </div>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <li className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:gap-y-2">{children}</li>;
}

type SetForm = (change: (form: PriceForm) => PriceForm) => void;

export function PrepRows({ form, setForm, error }: { form: PriceForm; setForm: SetForm; error: ActionError | null }) {
  const update = (index: number, change: Partial<PriceForm['prep'][number]>) =>
    setForm((current) => ({
      ...current,
      prep: current.prep.map((option, at) => (at === index ? { ...option, ...change } : option)),
    }));
  return (
    <ul className="grid gap-3">
      {form.prep.map((option, index) => (
        <PrepRow key={option.name} option={option} index={index} update={update} error={error} />
      ))}
    </ul>
  );
}

function PrepRow({
  option,
  index,
  update,
  error,
}: {
  option: PriceForm['prep'][number];
  index: number;
  update: (index: number, change: Partial<PriceForm['prep'][number]>) => void;
  error: ActionError | null;
}) {
  const nameId = useId();
  return (
    <Row>
      <div className={ROW_GRID}>
        <p id={nameId} className="text-base font-semibold text-stone-900">
          {option.name}
        </p>
        <PriceInput
          name={option.name}
          value={option.price}
          onChange={(price) => update(index, { price })}
          error={exactFieldError(error, `prep[${index}].priceCents`)}
        />
        <OfferedCheckbox nameId={nameId} checked={option.offered} onChange={(offered) => update(index, { offered })} />
      </div>
    </Row>
  );
}

export function AddonRows({ form, setForm, error }: { form: PriceForm; setForm: SetForm; error: ActionError | null }) {
  const update = (index: number, change: (item: AddonForm) => AddonForm) =>
    setForm((current) => ({
      ...current,
      addons: current.addons.map((item, at) => (at === index ? change(item) : item)),
    }));
  return (
    <ul className="grid gap-3">
      {form.addons.map((item, index) => (
        <AddonRow key={item.name} item={item} index={index} update={update} error={error} />
      ))}
    </ul>
  );
}

function AddonRow({
  item,
  index,
  update,
  error,
}: {
  item: AddonForm;
  index: number;
  update: (index: number, change: (item: AddonForm) => AddonForm) => void;
  error: ActionError | null;
}) {
  const nameId = useId();
  const setOption = (at: number, price: string) =>
    update(index, (current) => ({
      ...current,
      options: current.options.map((option, position) => (position === at ? { ...option, price } : option)),
    }));
  return (
    <Row>
      <div className={ROW_GRID}>
        <p className="text-base text-stone-900">
          <span id={nameId} className="font-semibold">
            {item.name}
          </span>
          <span className="ml-2 text-sm text-stone-700">{UNIT_LABELS[item.unit]}</span>
        </p>
        {item.options.length === 0 ? (
          <PriceInput
            name={item.name}
            unit={item.unit}
            value={item.price}
            onChange={(price) => update(index, (current) => ({ ...current, price }))}
            error={exactFieldError(error, `${addonPath(index)}.priceCents`)}
          />
        ) : (
          <span className="hidden text-sm text-stone-700 sm:block">Per sub-option, below</span>
        )}
        <OfferedCheckbox
          nameId={nameId}
          checked={item.offered}
          onChange={(offered) => update(index, (current) => ({ ...current, offered }))}
        />
      </div>
      <div className="max-w-md">
        <SpanishNameField
          item={item.name}
          value={item.spanishName}
          onChange={(spanishName) => update(index, (current) => ({ ...current, spanishName }))}
          error={exactFieldError(error, `${addonPath(index)}.spanishName`)}
        />
      </div>
      {item.options.length > 0 ? (
        <ul aria-label={`Sub-options of ${item.name}`} className="grid gap-2 border-t border-stone-200 pt-2">
          {item.options.map((option, at) => (
            <li key={option.name} className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-1 ${ROW_GRID}`}>
              <span className="text-base text-stone-800 sm:pl-4">{option.name}</span>
              <PriceInput
                phoneLabel={false}
                name={`${item.name} - ${option.name}`}
                unit={item.unit}
                value={option.price}
                onChange={(price) => setOption(at, price)}
                error={exactFieldError(error, `${optionPath(index, at)}.priceCents`)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {[`${addonPath(index)}.name`, `${addonPath(index)}.unit`, `${addonPath(index)}.options`].map((path) =>
        exactFieldError(error, path) ? (
          <p key={path} className="text-sm font-semibold text-red-800">
            {exactFieldError(error, path)}
          </p>
        ) : null,
      )}
    </Row>
  );
}
