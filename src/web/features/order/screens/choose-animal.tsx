import { t } from '@lingui/core/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AnimalType } from '../../../../domain/catalogue';
import { MESSAGES, animalChoiceError, canSaveAnimal } from '../../../../domain/validation';
import { DIALOG_OVERLAY_CLASS, focusOnClose } from '../../../components/dialog-parts';
import { DialogHeader, SHEET_DIALOG_CLASS } from '../../../components/dialog-header';
import { AnimalOptions } from '../../../components/order-form/animal-options';
import {
  EMPTY_ANIMAL_FORM,
  animalFormReducer,
  toAnimalInput,
} from '../../../components/order-form/animal-form-reducer';
import { usePriceList } from '../../../lib/price-list';
import { toastError } from '../../../lib/toast';
import { paths } from '../../../app/paths';
import { cutsPathFor } from '../step-paths';
import { headingFor } from '../screen-headings';
import { saveAnimal } from '../api';
import { DeerPicture, HogPicture } from '../components/animal-pictures';
import { NextButton } from '../components/next-button';
import { OfflineNotice } from '../components/offline-notice';
import { PriceListNotice, StepLayout } from '../components/step-layout';
import { savableOrderId, useCurrentOrder } from '../hooks/use-current-order';
import { useSaveStep } from '../hooks/use-save-step';
import { weightMessage, weightOptionMessage, whyNoGender } from '../field-messages';
import { WEB_MESSAGES } from '../messages';

export default function ChooseAnimalPage() {
  const navigate = useNavigate();
  const orderState = useCurrentOrder();
  const priceList = usePriceList();
  const [{ choice, weightText }, dispatch] = useReducer(animalFormReducer, EMPTY_ANIMAL_FORM);
  const [open, setOpen] = useState(false);
  // The weight Next refused, marked at its field until it is changed (docs/customer-flow.md 5).
  const [refusedWeight, setRefusedWeight] = useState<string | null>(null);
  // Next pressed with no weight option: the options are marked until one is chosen.
  const [refusedOption, setRefusedOption] = useState(false);
  const { saving, saveThenGo } = useSaveStep({ failure: WEB_MESSAGES.updateOrderFailed });
  // Focus goes back to the picture that opened the dialog.
  const openerRef = useRef<HTMLButtonElement | null>(null);

  // Prefill from the saved order once it has loaded.
  useEffect(() => {
    if (orderState.status === 'ready') dispatch({ type: 'load', details: orderState.details });
  }, [orderState]);

  function pick(animal: AnimalType, opener: HTMLButtonElement) {
    openerRef.current = opener;
    dispatch({ type: 'pick', animal });
    setRefusedWeight(null);
    setRefusedOption(false);
    setOpen(true);
  }

  function save() {
    if (!choice) return;
    if (orderState.status === 'missing') {
      void toastError(WEB_MESSAGES.noActiveOrder);
      void navigate(paths.orderDetails.getHref(), { replace: true });
      return;
    }
    const orderId = savableOrderId(orderState);
    if (!orderId) return;
    const problem = animalChoiceError(choice);
    if (problem) {
      void toastError(problem);
      // Marks the weight options, or the weight field (a hog over 200).
      setRefusedOption(problem === MESSAGES.hogWeightOption);
      setRefusedWeight(problem === MESSAGES.hogWeightOver200 ? weightText : null);
      return;
    }
    // docs/shop.md 10: the drop-off day comes next when the answer says the shop asks for one.
    const cuts = cutsPathFor(choice.animal_type);
    void saveThenGo(
      () => saveAnimal(orderId, toAnimalInput(choice)),
      (details) => (details.order.asks_drop_off_day ? paths.dropOff.getHref() : cuts),
    );
  }

  const loading = orderState.status === 'loading' || orderState.status === 'not-found';

  return (
    <StepLayout {...headingFor(paths.chooseAnimal.path)} backTo={paths.orderDetails.getHref()} loading={loading}>
      {priceList.status === 'failed' ? (
        <PriceListNotice state={priceList} onRetry={priceList.retry} />
      ) : (
        // Drawn at once, as on the server (ADR 0601); the pictures wait, disabled, for the saved order and the list.
        <div className="grid grid-cols-2 gap-3">
          <AnimalButton
            animal="Deer"
            selected={choice?.animal_type === 'Deer'}
            disabled={loading || priceList.status !== 'ready'}
            onPick={pick}
          />
          <AnimalButton
            animal="Hog"
            selected={choice?.animal_type === 'Hog'}
            disabled={loading || priceList.status !== 'ready'}
            onPick={pick}
          />
        </div>
      )}
      <Dialog.Root open={open && choice !== null} onOpenChange={(value) => !saving && setOpen(value)}>
        <Dialog.Portal>
          <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
          <Dialog.Content onCloseAutoFocus={focusOnClose(openerRef)} className={SHEET_DIALOG_CLASS}>
            <DialogHeader
              title={t`Choose Options`}
              description={choice?.animal_type === 'Hog' ? t`Tell us about your hog.` : t`Tell us about your deer.`}
            />
            <div className="flex-1 overflow-y-auto px-5 py-4">
              {choice && priceList.status === 'ready' ? (
                <AnimalOptions
                  choice={choice}
                  weightText={weightText}
                  dispatch={dispatch}
                  prices={priceList.prices}
                  weightError={refusedWeight === weightText ? weightMessage() : null}
                  weightOptionError={refusedOption ? weightOptionMessage() : null}
                />
              ) : null}
            </div>
            <div className="border-t border-stone-200 px-5 py-4">
              {/* The step's own notice is behind the dialog's overlay: this save waits here. */}
              <OfflineNotice />
              <NextButton
                busy={saving}
                busyText={t`Updating Order...`}
                disabled={!choice || !canSaveAnimal(choice)}
                why={whyNoGender()}
                onClick={save}
              />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </StepLayout>
  );
}

function AnimalButton({
  animal,
  selected,
  disabled,
  onPick,
}: {
  animal: AnimalType;
  selected: boolean;
  disabled: boolean;
  onPick: (animal: AnimalType, opener: HTMLButtonElement) => void;
}) {
  const labelId = useId();
  const Picture = animal === 'Deer' ? DeerPicture : HogPicture;
  return (
    <button
      type="button"
      aria-labelledby={labelId}
      aria-pressed={selected}
      disabled={disabled}
      onClick={(event) => onPick(animal, event.currentTarget)}
      className="flex flex-col items-center rounded-2xl border-2 border-stone-200 bg-white p-3 shadow-sm motion-safe:transition-colors hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
    >
      <Picture className="h-auto w-full" label={animal === 'Deer' ? t`Drawing of a deer` : t`Drawing of a hog`} />
      <span id={labelId} className="mt-2 text-xl font-bold text-stone-900">
        {animal === 'Deer' ? t`Deer` : t`Hog`}
      </span>
    </button>
  );
}
