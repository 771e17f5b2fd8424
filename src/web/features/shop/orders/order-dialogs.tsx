import { type ReactNode, type RefObject, useState } from 'react';
import type { ShopOrder } from '../../../../domain/shop/answers/order';
import { SHOP_LIMITS } from '../../../../domain/shop/limits';
import { Button } from '../../../components/button';
import { cancelShopOrder, checkIn, editDropOff } from './api';
import { type DropOffForm, dropOffForm, stateRecordAsk, toDropOffInput } from './drop-off-form';
import { InputField, TextAreaField } from '../components/form-fields';
import { SelectField } from '../components/select-field';
import { stateChoices } from '../lib/state-choices';
import { DialogForm, ShopDialog } from '../components/shop-dialog';
import { type ActionError, fieldError } from '../lib/use-submit';
import { ReasonForm } from './reason-form';
import { useOrderAction } from './use-order-action';

/** What every dialog of the order page is given: the order, where its answer goes, where focus returns. */
export type OrderDialogProps = {
  order: ShopOrder;
  onSaved: (order: ShopOrder, announcement: string) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** A dialog opened by a button of the same name, closed when its change is saved. */
export function useDialogState(onSaved: OrderDialogProps['onSaved']) {
  const [open, setOpen] = useState(false);
  const saved = (order: ShopOrder, announcement: string) => {
    setOpen(false);
    onSaved(order, announcement);
  };
  return { open, setOpen, saved };
}

/**
 * A dialog behind a button of its own title, holding one form that closes it once saved ('Edit cuts',
 * 'Record payment', 'Cancel order'). `main`: the order's next step (docs/shop.md 3), drawn as the primary button.
 */
export function ActionDialog({
  title,
  description,
  returnFocusTo,
  onSaved,
  form,
  main = false,
}: Omit<OrderDialogProps, 'order'> & {
  title: string;
  description?: string;
  form: (saved: OrderDialogProps['onSaved']) => ReactNode;
  main?: boolean;
}) {
  const dialog = useDialogState(onSaved);
  return (
    <ShopDialog
      title={title}
      description={description}
      trigger={<Button variant={main ? 'primary' : 'secondary'}>{title}</Button>}
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      returnFocusTo={returnFocusTo}
    >
      {form(dialog.saved)}
    </ShopDialog>
  );
}

const HARVEST_STATES = stateChoices('');

/** A label that shows '(required)' beside it; the field's own `required` is what a screen reader announces. */
function RequiredLabel({ text, required }: { text: string; required: boolean }) {
  if (!required) return text;
  return (
    <>
      {text}{' '}
      <span aria-hidden="true" className="font-normal text-red-800">
        (required)
      </span>
    </>
  );
}

/**
 * The check-in fields (docs/shop.md 2), also the drop-off edit's. A duplicate tag (409) is shown on the tag.
 * docs/shop.md 13: the fields the shop's state's record needs, required where its rule requires them.
 */
export function DropOffFields({
  values,
  shopState,
  onChange,
  error,
}: {
  values: DropOffForm;
  shopState: string | null;
  onChange: (values: DropOffForm) => void;
  error: ActionError | null;
}) {
  const set = (field: keyof DropOffForm) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  const tagError = fieldError(error, 'tag_number') ?? (error?.status === 409 ? error.message : undefined);
  const ask = stateRecordAsk(shopState);
  const label = (text: string, field: Parameters<typeof ask.required>[0]) => (
    <RequiredLabel text={text} required={ask.required(field)} />
  );
  return (
    <>
      <InputField
        label="Tag number"
        type="number"
        inputMode="numeric"
        min={SHOP_LIMITS.tagMin}
        max={SHOP_LIMITS.tagMax}
        step={1}
        required
        autoComplete="off"
        value={values.tag_number}
        onChange={set('tag_number')}
        error={tagError}
      />
      <InputField
        label={label('Confirmation number', 'confirmation_number')}
        hint={ask.hint('confirmation_number', 'The harvest confirmation number, if there is one.')}
        required={ask.required('confirmation_number')}
        maxLength={SHOP_LIMITS.confirmationNumber}
        autoComplete="off"
        value={values.confirmation_number}
        onChange={set('confirmation_number')}
        error={fieldError(error, 'confirmation_number')}
      />
      <InputField
        label="Hanging weight (lbs)"
        type="number"
        inputMode="decimal"
        min={SHOP_LIMITS.hangingWeightMin}
        max={SHOP_LIMITS.hangingWeightMax}
        step={0.1}
        value={values.hanging_weight_lbs}
        onChange={set('hanging_weight_lbs')}
        error={fieldError(error, 'hanging_weight_lbs')}
      />
      <InputField
        label="Storage location"
        placeholder="Cooler 2, rail 14"
        maxLength={SHOP_LIMITS.storageLocation}
        autoComplete="off"
        value={values.storage_location}
        onChange={set('storage_location')}
        error={fieldError(error, 'storage_location')}
      />
      <TextAreaField
        label="Notes"
        hint="Printed in the cut sheet's 'Watch for' box."
        maxLength={SHOP_LIMITS.dropOffNotes}
        value={values.notes}
        onChange={set('notes')}
        error={fieldError(error, 'notes')}
      />
      <fieldset className="grid min-w-0 gap-5">
        <legend className="mb-1 text-base font-semibold text-stone-900">{ask.legend}</legend>
        <InputField
          label={label('Harvest date', 'harvest_date')}
          hint={ask.hint('harvest_date')}
          required={ask.required('harvest_date')}
          type="date"
          value={values.harvest_date}
          onChange={set('harvest_date')}
          error={fieldError(error, 'harvest_date')}
        />
        <SelectField
          label={label('State of harvest', 'harvest_state')}
          hint={ask.hint('harvest_state')}
          required={ask.required('harvest_state')}
          options={HARVEST_STATES}
          value={values.harvest_state}
          onChange={set('harvest_state')}
          error={fieldError(error, 'harvest_state')}
        />
        <InputField
          label={label('County of harvest', 'harvest_county')}
          hint={ask.hint('harvest_county')}
          required={ask.required('harvest_county')}
          maxLength={SHOP_LIMITS.harvestCounty}
          autoComplete="off"
          value={values.harvest_county}
          onChange={set('harvest_county')}
          error={fieldError(error, 'harvest_county')}
        />
        <InputField
          label={label('Zone of harvest', 'harvest_zone')}
          hint={ask.hint('harvest_zone')}
          required={ask.required('harvest_zone')}
          maxLength={SHOP_LIMITS.harvestZone}
          autoComplete="off"
          value={values.harvest_zone}
          onChange={set('harvest_zone')}
          error={fieldError(error, 'harvest_zone')}
        />
        <InputField
          label={label('License number', 'license_number')}
          hint={ask.hint('license_number', "The hunter's hunting license number.")}
          required={ask.required('license_number')}
          maxLength={SHOP_LIMITS.licenseNumber}
          autoComplete="off"
          value={values.license_number}
          onChange={set('license_number')}
          error={fieldError(error, 'license_number')}
        />
        <TextAreaField
          label={label('Hunter address', 'hunter_address')}
          hint={ask.hint('hunter_address')}
          required={ask.required('hunter_address')}
          rows={2}
          maxLength={SHOP_LIMITS.hunterAddress}
          autoComplete="off"
          value={values.hunter_address}
          onChange={set('hunter_address')}
          error={fieldError(error, 'hunter_address')}
        />
        <InputField
          label="Delivered by"
          hint="When someone other than the hunter brought the animal in."
          maxLength={SHOP_LIMITS.deliveredBy}
          autoComplete="off"
          value={values.delivered_by}
          onChange={set('delivered_by')}
          error={fieldError(error, 'delivered_by')}
        />
      </fieldset>
    </>
  );
}

/** The drop-off form of one dialog: prefilled from the order, sent through `send`. */
function DropOffForm({
  order,
  confirmLabel,
  send,
  announce,
  onSaved,
}: {
  order: ShopOrder;
  confirmLabel: string;
  send: typeof checkIn;
  announce: (tag: number) => string;
  onSaved: OrderDialogProps['onSaved'];
}) {
  const [values, setValues] = useState(() => dropOffForm(order.drop_off, order.suggested_tag_number));
  const action = useOrderAction(onSaved);
  const orderNumber = order.details.order.order_number;

  function submit() {
    const result = toDropOffInput(values);
    if (!result.ok) action.refuse(result.message, result.path);
    else void action.run(() => send(orderNumber, result.input), announce(result.input.tag_number));
  }

  return (
    <DialogForm confirmLabel={confirmLabel} busy={action.busy} error={action.error} onSubmit={submit}>
      <DropOffFields values={values} shopState={order.shop_state} onChange={setValues} error={action.error} />
    </DialogForm>
  );
}

/** 'Check in' (submitted orders): the drop-off, with the next free tag suggested. */
export function CheckInDialog({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  const dialog = useDialogState(onSaved);
  return (
    <ShopDialog
      title="Check in"
      description="The animal is here: give it its tag."
      trigger={<Button>Check in</Button>}
      open={dialog.open}
      onOpenChange={dialog.setOpen}
      returnFocusTo={returnFocusTo}
    >
      <DropOffForm
        order={order}
        confirmLabel="Check in"
        send={checkIn}
        announce={(tag) => `Checked in with tag ${tag}.`}
        onSaved={dialog.saved}
      />
    </ShopDialog>
  );
}

/** 'Edit drop-off' (after check-in): the same fields, as they were recorded. */
export function EditDropOffDialog({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  return (
    <ActionDialog
      title="Edit drop-off"
      returnFocusTo={returnFocusTo}
      onSaved={onSaved}
      form={(saved) => (
        <DropOffForm
          order={order}
          confirmLabel="Save changes"
          send={editDropOff}
          announce={() => 'Drop-off saved.'}
          onSaved={saved}
        />
      )}
    />
  );
}

/** 'Cancel order' (any stage before picked up), with a reason; the customer is sent nothing. */
export function CancelOrderDialog({ order, onSaved, returnFocusTo }: OrderDialogProps) {
  return (
    <ActionDialog
      title="Cancel order"
      description="The order stays in the history with the reason. The customer is not sent a message."
      returnFocusTo={returnFocusTo}
      onSaved={onSaved}
      form={(saved) => (
        <ReasonForm
          confirmLabel="Cancel order"
          maxLength={SHOP_LIMITS.cancelReason}
          emptyMessage="Give a reason."
          send={(reason) => cancelShopOrder(order.details.order.order_number, reason)}
          announcement="Order cancelled."
          onSaved={saved}
        />
      )}
    />
  );
}
