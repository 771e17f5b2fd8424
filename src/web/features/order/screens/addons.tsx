import { useEffect, useReducer } from 'react';
import { addonSelectionToRows } from '../../../../domain/addon-encoding';
import type { PriceList } from '../../../../domain/price-list';
import type { OrderAddon } from '../../../../domain/schemas';
import { isAddonSelectionValid } from '../../../../domain/validation';
import { AddonChecklist } from '../../../components/order-form/addon-checklist';
import { addonFormReducer, emptyAddonForm } from '../../../components/order-form/addon-form-reducer';
import { usePriceList } from '../../../lib/price-list';
import { cutsPathFor, paths } from '../../../app/paths';
import { headingFor } from '../screen-headings';
import { saveAddons } from '../api';
import { NextButton } from '../components/next-button';
import { PriceListNotice, StepLayout } from '../components/step-layout';
import { savableOrderId, useCurrentOrder } from '../hooks/use-current-order';
import { useSaveStep } from '../hooks/use-save-step';
import { WEB_MESSAGES } from '../messages';

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
    if (savedRows) dispatch({ type: 'load', rows: savedRows });
  }, [savedRows]);

  const valid = isAddonSelectionValid(prices, form.selection);

  function save() {
    if (orderId && valid)
      void saveThenGo(
        () => saveAddons(orderId, addonSelectionToRows(prices, form.selection)),
        paths.reviewOrder.getHref(),
      );
  }

  return (
    <StepLayout {...frame} footer={<NextButton busy={saving} disabled={!orderId || !valid} onClick={save} />}>
      <fieldset disabled={!orderId} className="contents">
        <AddonChecklist form={form} dispatch={dispatch} />
      </fieldset>
    </StepLayout>
  );
}
