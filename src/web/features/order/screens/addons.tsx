import { useEffect, useReducer, useState } from 'react';
import { type AddonRowInput, addonSelectionToRows } from '../../../../domain/addon-encoding';
import type { PriceList } from '../../../../domain/price-list';
import type { OrderAddon } from '../../../../domain/schemas';
import { addonSelectionProblem } from '../../../../domain/validation';
import { AddonChecklist } from '../../../components/order-form/addon-checklist';
import { addonProblemAt, whyAddonsWait } from '../../../components/order-form/problem-texts';
import {
  type AddonFormAction,
  addonFormReducer,
  emptyAddonForm,
} from '../../../components/order-form/addon-form-reducer';
import { usePriceList } from '../../../lib/price-list';
import { paths } from '../../../app/paths';
import { cutsPathFor } from '../step-paths';
import { headingFor } from '../screen-headings';
import { saveAddons } from '../api';
import { NextButton } from '../components/next-button';
import { PriceListNotice, StepLayout } from '../components/step-layout';
import { savableOrderId, useCurrentOrder } from '../hooks/use-current-order';
import { useSaveStep } from '../hooks/use-save-step';
import { WEB_MESSAGES } from '../messages';
import { dropStepDraft, keepStepDraft, readStepDraft } from '../step-draft';

const DRAFT_STEP = 'addons';
const isAddonRows = (value: unknown): value is AddonRowInput[] =>
  Array.isArray(value) &&
  value.every(
    (row) =>
      typeof (row as Partial<AddonRowInput> | null)?.addon_name === 'string' &&
      typeof (row as Partial<AddonRowInput>).quantity === 'number',
  );

export default function AddonsPage() {
  const orderState = useCurrentOrder();
  const priceList = usePriceList();
  const orderId = savableOrderId(orderState);
  // docs/customer-flow.md decision 2: Back follows the order's animal.
  const backTo =
    orderState.status === 'ready' ? cutsPathFor(orderState.details.order.animal_type) : paths.deerCuts.getHref();
  const frame = { ...headingFor(paths.addons.path), backTo };

  if (priceList.status !== 'ready') {
    return (
      <StepLayout {...frame}>
        <PriceListNotice state={priceList} onRetry={priceList.retry} />
      </StepLayout>
    );
  }
  return (
    <AddonsForm
      orderId={orderId}
      savedRows={orderState.status === 'ready' ? orderState.details.addons : null}
      prices={priceList.prices}
      frame={frame}
    />
  );
}

/** The checklist of the current list (docs/shop.md 5): hidden items not offered, the owner's own items in theirs. */
function AddonsForm({
  orderId,
  savedRows,
  prices,
  frame,
}: {
  /** Null while the saved order loads: the checklist is drawn (as on the server, ADR 0601) but waits, disabled. */
  orderId: string | null;
  savedRows: readonly OrderAddon[] | null;
  prices: PriceList;
  frame: { title: string; subtitle: string; backTo: string };
}) {
  const [form, dispatch] = useReducer(addonFormReducer, prices, emptyAddonForm);
  const { saving, saveThenGo } = useSaveStep({
    failure: WEB_MESSAGES.saveAddonsFailed,
    success: WEB_MESSAGES.addonsSaved,
  });

  useEffect(() => {
    if (!savedRows || !orderId) return;
    // Choices made here and not yet saved come back after a reload (docs/customer-flow.md 2); else the saved ones.
    dispatch({ type: 'load', rows: readStepDraft(orderId, DRAFT_STEP, isAddonRows) ?? savedRows });
  }, [savedRows, orderId]);

  // The customer's changes are kept as the step's draft until Next saves it (as on the cuts screen).
  const [changedHere, setChangedHere] = useState(false);
  useEffect(() => {
    if (orderId && changedHere) keepStepDraft(orderId, DRAFT_STEP, addonSelectionToRows(prices, form.selection));
  }, [orderId, changedHere, prices, form.selection]);
  function change(action: AddonFormAction) {
    setChangedHere(true);
    dispatch(action);
  }

  const problem = addonSelectionProblem(prices, form.selection);
  const valid = problem === null;

  function save() {
    if (orderId && valid)
      void saveThenGo(async () => {
        await saveAddons(orderId, addonSelectionToRows(prices, form.selection));
        dropStepDraft(orderId, DRAFT_STEP);
      }, paths.reviewOrder.getHref());
  }

  return (
    <StepLayout
      {...frame}
      footer={
        <NextButton
          busy={saving}
          disabled={!orderId || !valid}
          why={orderId && problem ? whyAddonsWait(problem) : null}
          onClick={save}
        />
      }
    >
      <fieldset disabled={!orderId} className="contents">
        <AddonChecklist form={form} dispatch={change} problem={orderId ? addonProblemAt(problem) : null} />
      </fieldset>
    </StepLayout>
  );
}
