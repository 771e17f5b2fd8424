import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router';
import type { AnimalType } from '../../../../domain/catalogue';
import { cutSelectionToRows, emptyCutSelection } from '../../../../domain/cut-encoding';
import { isCutSelectionValid } from '../../../../domain/validation';
import { CutChecklist } from '../../../components/order-form/cut-checklist';
import { cutSelectionReducer } from '../../../components/order-form/cut-selection-reducer';
import { PATHS, cutsPathFor } from '../../../paths';
import { saveCuts } from '../api';
import { savableOrderId, useCurrentOrder } from '../hooks/use-current-order';
import { useSaveStep } from '../hooks/use-save-step';
import { WEB_MESSAGES } from '../messages';
import { NextButton } from './next-button';
import { LoadingNotice, StepLayout } from './step-layout';

/** The deer and hog cuts screens: same checklist behaviour, different catalogue, title and next step. */
export function CutsScreen({
  animal,
  title,
  subtitle,
  nextPath,
}: {
  animal: AnimalType;
  title: string;
  subtitle: string;
  nextPath: string;
}) {
  const navigate = useNavigate();
  const orderState = useCurrentOrder({ missingRedirect: PATHS.chooseAnimal });
  const [selection, dispatch] = useReducer(cutSelectionReducer, undefined, emptyCutSelection);
  const { saving, saveThenGo } = useSaveStep({ failure: WEB_MESSAGES.saveCutsFailed, success: WEB_MESSAGES.cutsSaved });

  useEffect(() => {
    if (orderState.status !== 'ready') return;
    const savedAnimal = orderState.details.order.animal_type;
    // The cuts belong to the order's animal: send the customer to the right screen.
    if (savedAnimal !== animal) {
      void navigate(savedAnimal === '' ? PATHS.chooseAnimal : cutsPathFor(savedAnimal), { replace: true });
      return;
    }
    dispatch({ type: 'load', rows: orderState.details.cuts.map((cut) => cut.cut_name), animal });
  }, [orderState, animal, navigate]);

  const orderId = savableOrderId(orderState);
  const valid = isCutSelectionValid(selection, animal);

  function save() {
    if (orderId && valid) void saveThenGo(() => saveCuts(orderId, cutSelectionToRows(selection, animal)), nextPath);
  }

  return (
    <StepLayout
      title={title}
      subtitle={subtitle}
      backTo={PATHS.chooseAnimal}
      footer={orderId ? <NextButton busy={saving} disabled={!valid} onClick={save} /> : null}
    >
      {!orderId ? <LoadingNotice /> : <CutChecklist animal={animal} selection={selection} dispatch={dispatch} />}
    </StepLayout>
  );
}
