import { useEffect, useReducer } from 'react';
import { addonSelectionToRows } from '../../../../domain/addon-encoding';
import { isAddonSelectionValid } from '../../../../domain/validation';
import { AddonChecklist } from '../../../components/order-form/addon-checklist';
import { addonFormReducer, emptyAddonForm } from '../../../components/order-form/addon-form-reducer';
import { PATHS, cutsPathFor, headingFor } from '../../../paths';
import { saveAddons } from '../api';
import { NextButton } from '../components/next-button';
import { LoadingNotice, StepLayout } from '../components/step-layout';
import { savableOrderId, useCurrentOrder } from '../hooks/use-current-order';
import { useSaveStep } from '../hooks/use-save-step';
import { WEB_MESSAGES } from '../messages';

export default function AddonsPage() {
  const orderState = useCurrentOrder({ missingRedirect: PATHS.chooseAnimal });
  const [form, dispatch] = useReducer(addonFormReducer, undefined, emptyAddonForm);
  const { saving, saveThenGo } = useSaveStep({
    failure: WEB_MESSAGES.saveAddonsFailed,
    success: WEB_MESSAGES.addonsSaved,
  });

  useEffect(() => {
    if (orderState.status === 'ready') dispatch({ type: 'load', rows: orderState.details.addons });
  }, [orderState]);

  const orderId = savableOrderId(orderState);
  const valid = isAddonSelectionValid(form.selection);
  // DESIGN decision 2: Back follows the order's animal.
  const backTo = orderState.status === 'ready' ? cutsPathFor(orderState.details.order.animal_type) : PATHS.deerCuts;

  function save() {
    if (orderId && valid)
      void saveThenGo(() => saveAddons(orderId, addonSelectionToRows(form.selection)), PATHS.reviewOrder);
  }

  return (
    <StepLayout
      {...headingFor(PATHS.addons)}
      backTo={backTo}
      footer={orderId ? <NextButton busy={saving} disabled={!valid} onClick={save} /> : null}
    >
      {!orderId ? <LoadingNotice /> : <AddonChecklist form={form} dispatch={dispatch} />}
    </StepLayout>
  );
}
