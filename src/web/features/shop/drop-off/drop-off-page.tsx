import { type FormEvent, useRef, useState } from 'react';
import { WEEKDAYS, type Weekday } from '../../../../domain/drop-off-days';
import type { DropOffSettingsAnswer } from '../../../../domain/shop/answers/drop-off-days';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { LoadingNotice } from '../../../components/loading-notice';
import { getDropOffSettings, saveDropOffSettings } from './api';
import { FormAlert } from '../components/form-alert';
import { InputField } from '../components/form-fields';
import { LoadFailure } from '../components/load-failure';
import { ShopPage } from '../components/page-frame';
import { StatusMessage } from '../components/status-message';
import { useLoad } from '../lib/use-load';
import { type ActionError, exactFieldError, useSubmit } from '../lib/use-submit';
import { type DropOffForm, dropOffFormOf, overbookedWarning, toDropOffInput } from './drop-off-form';
import { SeasonView } from './season-view';

const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const sectionClass = 'grid gap-4 border-t border-stone-200 pt-5';
const legendClass = 'float-left mb-1 w-full text-lg font-semibold text-stone-900';

/** docs/shop.md 10: /shop/drop-off, the owner's drop-off days and daily capacity, then the season's days. */
export default function DropOffPage() {
  const { state: load, retry } = useLoad(getDropOffSettings);
  const [saves, setSaves] = useState(0);
  return (
    <ShopPage
      title="Drop-off days"
      intro="The days customers may bring their animal in, and how many deer and hogs the shop takes each day."
    >
      {load.status === 'loading' ? <LoadingNotice text="Loading drop-off days..." /> : null}
      {load.status === 'failed' ? <LoadFailure what="The drop-off days" onRetry={retry} /> : null}
      {load.status === 'ready' ? (
        <DropOffFormView initial={load.value} onSaved={() => setSaves((count) => count + 1)} />
      ) : null}
      <SeasonView key={saves} />
    </ShopPage>
  );
}

function DropOffFormView({ initial, onSaved }: { initial: DropOffSettingsAnswer; onSaved: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, error, run, refuse } = useSubmit(formRef);
  const [form, setForm] = useState<DropOffForm>(() => dropOffFormOf(initial.settings));
  const [status, setStatus] = useState('');
  const [warning, setWarning] = useState(() => overbookedWarning(initial.overbooked));
  const change = (update: (current: DropOffForm) => DropOffForm) => setForm(update);
  const text =
    (field: 'first_day' | 'last_day' | 'deer_per_day' | 'hogs_per_day' | 'reminder_hour') =>
    (event: { target: { value: string } }) =>
      change((current) => ({ ...current, [field]: event.target.value }));

  function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setStatus('');
    const input = toDropOffInput(form);
    if (!input.ok) {
      refuse(input.message, input.path);
      return;
    }
    void run(async () => {
      const saved = await saveDropOffSettings(input.value);
      setForm(dropOffFormOf(saved.settings));
      setWarning(overbookedWarning(saved.overbooked));
      setStatus('Drop-off days saved.');
      onSaved();
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={save} className="grid gap-5">
      <FormAlert message={error?.message} />
      <CheckboxField
        label="Ask customers for a drop-off day"
        checked={form.enabled}
        onCheckedChange={(enabled) => change((current) => ({ ...current, enabled }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="First drop-off day"
          type="date"
          value={form.first_day}
          onChange={text('first_day')}
          error={exactFieldError(error, 'first_day')}
        />
        <InputField
          label="Last drop-off day"
          type="date"
          value={form.last_day}
          onChange={text('last_day')}
          error={exactFieldError(error, 'last_day')}
        />
      </div>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>Days of the week the shop takes animals</legend>
        <div className="grid gap-x-4 sm:grid-cols-4">
          {WEEKDAYS.map((day) => (
            <CheckboxField
              key={day}
              label={WEEKDAY_LABELS[day]}
              checked={form.weekdays.includes(day)}
              onCheckedChange={(checked) =>
                change((current) => ({
                  ...current,
                  weekdays: WEEKDAYS.filter((other) => (other === day ? checked : current.weekdays.includes(other))),
                }))
              }
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Deer per day"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="0 means no deer that day."
          value={form.deer_per_day}
          onChange={text('deer_per_day')}
          error={exactFieldError(error, 'deer_per_day')}
        />
        <InputField
          label="Hogs per day"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="0 means no hogs that day."
          value={form.hogs_per_day}
          onChange={text('hogs_per_day')}
          error={exactFieldError(error, 'hogs_per_day')}
        />
      </div>
      <InputField
        label="Reminder hour"
        type="number"
        inputMode="numeric"
        min={0}
        max={23}
        step={1}
        hint="0 to 23, the shop's clock: the day before a drop-off, customers get a text reminder from this hour on."
        value={form.reminder_hour}
        onChange={text('reminder_hour')}
        error={exactFieldError(error, 'reminder_hour')}
      />
      <ClosedDates form={form} change={change} error={error} />
      <ChangedDays form={form} change={change} error={error} />
      {warning ? (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-base text-amber-950">
          {warning}
        </p>
      ) : null}
      <div className="grid gap-3 sm:flex sm:items-center sm:gap-4">
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <StatusMessage text={status} />
      </div>
    </form>
  );
}

type RowsProps = {
  form: DropOffForm;
  change: (update: (current: DropOffForm) => DropOffForm) => void;
  error: ActionError | null;
};

function ClosedDates({ form, change, error }: RowsProps) {
  const setAt = (index: number, value: string) =>
    change((current) => ({
      ...current,
      closed_dates: current.closed_dates.map((day, at) => (at === index ? value : day)),
    }));
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>Closed dates</legend>
      {form.closed_dates.map((day, index) => (
        <div key={index} className="flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1">
            <InputField
              label={`Closed date ${index + 1}`}
              type="date"
              value={day}
              onChange={(event) => setAt(index, event.target.value)}
              error={exactFieldError(error, `closed_dates[${index}]`)}
            />
          </div>
          <Button
            variant="secondary"
            onClick={() =>
              change((current) => ({ ...current, closed_dates: current.closed_dates.filter((_, at) => at !== index) }))
            }
          >
            Remove closed date {index + 1}
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          onClick={() => change((current) => ({ ...current, closed_dates: [...current.closed_dates, ''] }))}
        >
          Add closed date
        </Button>
      </div>
    </fieldset>
  );
}

function ChangedDays({ form, change, error }: RowsProps) {
  const setAt = (index: number, field: 'day' | 'deer' | 'hogs', value: string) =>
    change((current) => ({
      ...current,
      overrides: current.overrides.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
    }));
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>Days with their own numbers</legend>
      <p className="text-sm text-stone-700">Such as 120 deer on opening day. A closed date stays closed.</p>
      {form.overrides.map((row, index) => (
        <fieldset key={index} className="grid gap-3 rounded-xl border border-stone-200 p-4 sm:grid-cols-3">
          <legend className="px-1 text-base font-semibold text-stone-900">Changed day {index + 1}</legend>
          <InputField
            label="Date"
            type="date"
            value={row.day}
            onChange={(event) => setAt(index, 'day', event.target.value)}
            error={exactFieldError(error, `overrides[${index}].day`) ?? exactFieldError(error, `overrides[${index}]`)}
          />
          <InputField
            label="Deer"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={row.deer}
            onChange={(event) => setAt(index, 'deer', event.target.value)}
            error={exactFieldError(error, `overrides[${index}].deer`)}
          />
          <InputField
            label="Hogs"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={row.hogs}
            onChange={(event) => setAt(index, 'hogs', event.target.value)}
            error={exactFieldError(error, `overrides[${index}].hogs`)}
          />
          <div className="sm:col-span-3">
            <Button
              variant="secondary"
              onClick={() =>
                change((current) => ({ ...current, overrides: current.overrides.filter((_, at) => at !== index) }))
              }
            >
              Remove changed day {index + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            change((current) => ({
              ...current,
              overrides: [...current.overrides, { day: '', deer: current.deer_per_day, hogs: current.hogs_per_day }],
            }))
          }
        >
          Change one day
        </Button>
      </div>
    </fieldset>
  );
}
