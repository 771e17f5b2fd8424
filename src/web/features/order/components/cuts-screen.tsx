import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AnimalType } from '../../../../domain/catalogue';
import { cutSelectionToRows, emptyCutSelection } from '../../../../domain/cut-encoding';
import type { PriceList } from '../../../../domain/price-list';
import { cutSelectionProblem } from '../../../../domain/validation';
import { CutChecklist } from '../../../components/order-form/cut-checklist';
import { type CutSelectionAction, cutSelectionReducer } from '../../../components/order-form/cut-selection-reducer';
import { cutProblemAt, whyCutsWait } from '../../../components/order-form/problem-texts';
import { basicCutAndWrapInLanguage } from '../../../i18n/price-texts';
import { usePriceList } from '../../../lib/price-list';
import { paths } from '../../../app/paths';
import { cutsPathFor } from '../step-paths';
import { saveCuts } from '../api';
import { savableOrderId, useCurrentOrder } from '../hooks/use-current-order';
import { useSaveStep } from '../hooks/use-save-step';
import { WEB_MESSAGES } from '../messages';
import { dropStepDraft, keepStepDraft, readStepDraft } from '../step-draft';
import { NextButton } from './next-button';
import { PriceListNotice, StepLayout } from './step-layout';

/** docs/customer-flow.md 2's 'Basic cut and wrap is $125': whole dollars read without cents, as the spec writes them. */
export const deerCutsSubtitle = basicCutAndWrapInLanguage;

/**
 * The deer and hog cuts screens: same checklist behaviour, different catalogue, title and next step. The
 * deer's subtitle names the current processing price (docs/shop.md 5), so the screen waits for the list.
 */
export function CutsScreen({
  animal,
  title,
  subtitle,
  nextPath,
}: {
  animal: AnimalType;
  title: string;
  subtitle: string | ((prices: PriceList) => string);
  nextPath: string;
}) {
  const navigate = useNavigate();
  const priceList = usePriceList();
  const needsPrices = typeof subtitle === 'function';
  const waiting = needsPrices && priceList.status !== 'ready';
  const orderState = useCurrentOrder();
  const [selection, dispatch] = useReducer(cutSelectionReducer, undefined, emptyCutSelection);
  const { saving, saveThenGo } = useSaveStep({ failure: WEB_MESSAGES.saveCutsFailed, success: WEB_MESSAGES.cutsSaved });
  // The order whose cuts the checklist holds: set in the same render as the ticks, so the list is shown
  // with them (styles.css, data-waits-for-order), never a frame before.
  const [loadedFrom, setLoadedFrom] = useState<typeof orderState | null>(null);
  const draftStep = `cuts-${animal}`;

  useEffect(() => {
    if (orderState.status !== 'ready') return;
    const savedAnimal = orderState.details.order.animal_type;
    // The cuts belong to the order's animal: send the customer to the right screen.
    if (savedAnimal !== animal) {
      void navigate(savedAnimal === '' ? paths.chooseAnimal.getHref() : cutsPathFor(savedAnimal), { replace: true });
      return;
    }
    // Ticks made here and not yet saved come back after a reload (docs/customer-flow.md 2); else the saved cuts.
    const draft = readStepDraft(orderState.details.order.id, draftStep, isCutRows);
    dispatch({ type: 'load', rows: draft ?? orderState.details.cuts.map((cut) => cut.cut_name), animal });
    setLoadedFrom(orderState);
  }, [orderState, animal, navigate, draftStep]);

  const orderId = savableOrderId(orderState);
  const waitsForOrder = !orderId || (orderState.status === 'ready' && loadedFrom !== orderState);
  const problem = cutSelectionProblem(selection, animal);
  const valid = problem === null;

  // The customer's changes are kept as the step's draft until Next saves it: from the state on screen, so
  // changes in quick succession are all kept; a load from the saved order is not a change.
  const [changedHere, setChangedHere] = useState(false);
  useEffect(() => {
    if (orderId && changedHere) keepStepDraft(orderId, draftStep, cutSelectionToRows(selection, animal));
  }, [orderId, changedHere, selection, draftStep, animal]);
  function change(action: CutSelectionAction) {
    setChangedHere(true);
    dispatch(action);
  }

  function save() {
    if (!orderId || !valid) return;
    void saveThenGo(async () => {
      await saveCuts(orderId, cutSelectionToRows(selection, animal));
      dropStepDraft(orderId, draftStep);
    }, nextPath);
  }

  return (
    <StepLayout
      title={title}
      // A non-breaking space holds the line while the price loads, so nothing moves when it arrives.
      subtitle={!needsPrices ? subtitle : priceList.status === 'ready' ? subtitle(priceList.prices) : '\u00a0'}
      backTo={paths.chooseAnimal.getHref()}
      loading={!waiting && waitsForOrder}
      footer={
        waiting ? null : (
          <NextButton
            busy={saving}
            disabled={!orderId || !valid}
            why={!waitsForOrder && problem ? whyCutsWait(problem) : null}
            onClick={save}
          />
        )
      }
    >
      {waiting ? (
        <PriceListNotice state={priceList} onRetry={priceList.retry} />
      ) : (
        // Drawn at once, as on the server (ADR 0601); it waits, disabled and hidden (styles.css), for the
        // saved order's cuts, whose options would otherwise push the list down as they open.
        <fieldset disabled={waitsForOrder} data-waits-for-order="" aria-busy={waitsForOrder} className="contents">
          <CutChecklist animal={animal} selection={selection} dispatch={change} problem={cutProblemAt(problem)} />
        </fieldset>
      )}
    </StepLayout>
  );
}

const isCutRows = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((row) => typeof row === 'string');
