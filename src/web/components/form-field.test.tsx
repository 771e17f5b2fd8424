import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField, describedBy } from './form-field';

afterEach(cleanup);

describe('describedBy', () => {
  it('names the notes shown, in the order given, and nothing when none is', () => {
    expect(describedBy('f', { error: 'Required.', note: 'Shown on the receipt.' })).toBe('f-error f-note');
    expect(describedBy('f', { hint: 'YYYY-MM-DD', error: null })).toBe('f-hint');
    expect(describedBy('f', { error: undefined, note: '' })).toBeUndefined();
  });
});

describe('FormField (docs/customer-flow.md 5)', () => {
  it('labels its control and shows the error and the note under it, with the ids describedBy names', () => {
    render(
      <FormField id="name" label="Full name" error="Enter your name." note="As on the license.">
        <input id="name" aria-describedby={describedBy('name', { error: 'x', note: 'y' })} />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Full name' }).getAttribute('aria-describedby')).toBe(
      'name-error name-note',
    );
    expect(document.getElementById('name-error')?.textContent).toBe('Enter your name.');
    expect(document.getElementById('name-note')?.textContent).toBe('As on the license.');
  });

  it('names a group by its legend, and the group itself is described by its error', () => {
    render(
      <FormField id="prep" label="Prep" group error="Choose one.">
        <input type="radio" aria-label="Skinned" />
      </FormField>,
    );
    const group = screen.getByRole('group', { name: 'Prep' });
    expect(group.getAttribute('aria-describedby')).toBe('prep-error');
    expect(document.getElementById('prep-error')?.textContent).toBe('Choose one.');
  });

  it("shows no error and describes nothing when there is none, and puts the caller's own notes last", () => {
    render(
      <FormField id="tag" label="Tag" group after={<p>Own note</p>}>
        <input type="radio" aria-label="One" />
      </FormField>,
    );
    const group = screen.getByRole('group', { name: 'Tag' });
    expect(group.hasAttribute('aria-describedby')).toBe(false);
    expect(document.getElementById('tag-error')).toBeNull();
    expect(group.lastElementChild?.textContent).toBe('Own note');
  });
});
