import { useRef, useState } from 'react';
import type { FieldIssue } from '../../../../domain/errors';
import { exportRangeIssues } from '../../../../domain/shop/export-range';
import { InputField } from './form-fields';

const issueOf = (issues: readonly FieldIssue[], path: string) => issues.find((issue) => issue.path === path)?.message;

/**
 * A form with a 'From' and 'To' day (the export, the processor log): its values, and the range's problems,
 * shown once a faulty range was asked for and then following each change. `check()` says whether the range may
 * be asked for; when not, the first field at fault shows why and takes focus.
 */
export function useDateRangeForm<T extends { from: string; to: string }>(initial: T) {
  const [form, setForm] = useState(initial);
  const [checked, setChecked] = useState(false);
  // The fields' wrappers: the first field at fault is focused inside its own.
  const fromRef = useRef<HTMLDivElement>(null);
  const toRef = useRef<HTMLDivElement>(null);
  const issues = exportRangeIssues(form.from, form.to);
  const set = (field: keyof T) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  function check(): boolean {
    if (issues.length === 0) return true;
    setChecked(true);
    (issues[0]?.path === 'from' ? fromRef : toRef).current?.querySelector('input')?.focus();
    return false;
  }
  return { form, set, check, shown: checked ? issues : [], fromRef, toRef };
}

/** The two date fields of a useDateRangeForm, each with its problem. */
export function DateRangeFields({
  range,
}: {
  range: ReturnType<typeof useDateRangeForm<{ from: string; to: string }>>;
}) {
  const { form, set, shown, fromRef, toRef } = range;
  return (
    <>
      <div ref={fromRef}>
        <InputField
          label="From"
          type="date"
          required
          value={form.from}
          onChange={set('from')}
          error={issueOf(shown, 'from')}
        />
      </div>
      <div ref={toRef}>
        <InputField label="To" type="date" required value={form.to} onChange={set('to')} error={issueOf(shown, 'to')} />
      </div>
    </>
  );
}
