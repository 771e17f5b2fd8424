import { type AnimalType, type CutDefinition, OTHER_CUT, cutsFor } from './catalogue';
import { joinLines } from './free-text';

/**
 * docs/customer-flow.md 3: a cut row is 'Cut - Option' for a sub-option, 'Other - {text}' for a custom cut,
 * and the bare name for a cut without sub-options.
 */
export const NAME_SEPARATOR = ' - ';

/** What the cuts screen holds: which cuts are ticked, their ticked sub-options and the Other text. */
export type CutSelection = {
  selected: string[];
  options: Record<string, string[]>;
  otherText: string;
};

export type DecodedCut = { cut: string; option?: string; otherText?: string };

export function emptyCutSelection(): CutSelection {
  return { selected: [], options: {}, otherText: '' };
}

/**
 * The Other text as it is saved (docs/customer-flow.md 5): on one line, a break typed in its box being a
 * space, so that it cannot start a line of its own in an email or on the cut sheet; trimmed.
 */
export function otherTextOf(selection: CutSelection): string {
  return joinLines(selection.otherText).trim();
}

/** Rows in catalogue order; Other's text is saved as otherTextOf gives it (docs/customer-flow.md 5). */
export function cutSelectionToRows(selection: CutSelection, animal: AnimalType): string[] {
  const rows: string[] = [];
  for (const cut of cutsFor(animal)) {
    if (!selection.selected.includes(cut.name)) continue;
    if (cut.name === OTHER_CUT) {
      rows.push(`${OTHER_CUT}${NAME_SEPARATOR}${otherTextOf(selection)}`);
    } else if (cut.options.length > 0) {
      const chosen = selection.options[cut.name] ?? [];
      for (const option of cut.options) {
        if (chosen.includes(option)) rows.push(`${cut.name}${NAME_SEPARATOR}${option}`);
      }
    } else {
      rows.push(cut.name);
    }
  }
  return rows;
}

/** Reads one stored row back; null when it names nothing in this animal's catalogue. */
export function decodeCutRow(row: string, animal: AnimalType): DecodedCut | null {
  const otherPrefix = `${OTHER_CUT}${NAME_SEPARATOR}`;
  // Split only at the first separator so that Other text containing ' - ' survives.
  if (row.startsWith(otherPrefix)) return { cut: OTHER_CUT, otherText: row.slice(otherPrefix.length) };
  const cuts = cutsFor(animal);
  for (const cut of cuts) {
    if (cut.options.length === 0) continue;
    const prefix = `${cut.name}${NAME_SEPARATOR}`;
    if (!row.startsWith(prefix)) continue;
    const option = row.slice(prefix.length);
    if (cut.options.includes(option)) return { cut: cut.name, option };
  }
  const plain: CutDefinition | undefined = cuts.find((cut) => cut.name === row);
  if (plain && plain.options.length === 0 && plain.name !== OTHER_CUT) return { cut: plain.name };
  return null;
}

/** Prefill for the cuts screen from saved rows; rows that no longer decode are dropped. */
export function rowsToCutSelection(rows: readonly string[], animal: AnimalType): CutSelection {
  const selection = emptyCutSelection();
  for (const row of rows) {
    const decoded = decodeCutRow(row, animal);
    if (!decoded) continue;
    if (!selection.selected.includes(decoded.cut)) selection.selected.push(decoded.cut);
    if (decoded.option) {
      const options = (selection.options[decoded.cut] ??= []);
      if (!options.includes(decoded.option)) options.push(decoded.option);
    }
    if (decoded.otherText !== undefined) selection.otherText = decoded.otherText;
  }
  return selection;
}
