import { OTHER_CUT } from '../../../../domain/catalogue';
import type { CutSelection } from '../../../../domain/cut-encoding';

/** SPEC 4: unticking a cut clears its sub-options; unticking Other clears its text. */
export function toggleCut(selection: CutSelection, cut: string, checked: boolean): CutSelection {
  if (checked) {
    if (selection.selected.includes(cut)) return selection;
    return { ...selection, selected: [...selection.selected, cut] };
  }
  const options = { ...selection.options };
  delete options[cut];
  return {
    selected: selection.selected.filter((name) => name !== cut),
    options,
    otherText: cut === OTHER_CUT ? '' : selection.otherText,
  };
}

export function toggleCutOption(selection: CutSelection, cut: string, option: string, checked: boolean): CutSelection {
  const current = selection.options[cut] ?? [];
  const next = checked ? (current.includes(option) ? current : [...current, option]) : current.filter((name) => name !== option);
  return { ...selection, options: { ...selection.options, [cut]: next } };
}

export function setOtherText(selection: CutSelection, text: string): CutSelection {
  return { ...selection, otherText: text };
}
