import { type FormEvent, useRef, useState } from 'react';
import { saveSettings } from './api';
import { useSubmit } from '../lib/use-submit';
import { type SettingsForm, settingsFormOf, toSettingsInput } from './settings-form';

/**
 * The settings as a form, for Settings and the first-hour setup: typed values, and a save that sends every
 * field, marks the field the server refused and hands the saved settings on.
 */
export function useSettingsForm(initial: SettingsForm, onSaved: () => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, error, run, refuse } = useSubmit(formRef);
  const [form, setForm] = useState(initial);
  const set = (field: keyof SettingsForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = toSettingsInput(form);
    if (!input.ok) {
      refuse(input.message, input.path);
      return;
    }
    void run(async () => {
      setForm(settingsFormOf(await saveSettings(input.value)));
      onSaved();
    });
  }

  return { formRef, form, set, submit, busy, error };
}
