import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, type ReactElement, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import { DIALOG_OVERLAY_CLASS, focusOnClose } from '../../../components/dialog-parts';
import { DialogHeader, SHEET_DIALOG_CLASS } from '../../../components/dialog-header';
import type { ActionError } from '../lib/use-submit';

/**
 * A dialog of the order page, titled as the button that opens it (docs/shop.md 3). Its content mounts on opening,
 * so each form starts from the order as it is then. Focus starts in the first field, and on closing goes
 * back to the opening button, or to the page's title when the change removed that button (a check-in
 * removes 'Check in').
 */
export function ShopDialog({
  title,
  description,
  trigger,
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  title: string;
  description?: string;
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild ref={triggerRef}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY_CLASS} />
        <Dialog.Content
          ref={contentRef}
          // Without a description, say so (Radix otherwise points aria-describedby at nothing).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.querySelector<HTMLElement>('input, select, textarea, button[type="submit"]')?.focus();
          }}
          onCloseAutoFocus={focusOnClose(triggerRef, returnFocusTo)}
          className={SHEET_DIALOG_CLASS}
        >
          <DialogHeader title={title} description={description} />
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A dialog's form: the server's refusal on top (role alert), the fields, and one confirm button of the
 * dialog's own title that reads 'Saving...' meanwhile. After a refusal, focus goes to the first field the
 * server or the form marked invalid, so it can be corrected at once. `cancel`: a second button beside the
 * confirm one, for a question the form asks before sending ('Overbook it?' answered 'Cancel').
 */
export function DialogForm({
  confirmLabel,
  confirmVariant = 'primary',
  busy,
  error,
  onSubmit,
  cancel,
  children,
}: {
  confirmLabel: string;
  confirmVariant?: 'primary' | 'danger';
  busy: boolean;
  error: ActionError | null;
  onSubmit: () => void;
  cancel?: { label: string; onCancel: () => void };
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 overflow-y-auto px-5 py-4">
        {error ? (
          <p role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-base text-red-900">
            {error.message}
          </p>
        ) : null}
        <div className="grid gap-5">{children}</div>
      </div>
      <div className="flex gap-3 border-t border-stone-200 px-5 py-4">
        <Button type="submit" variant={confirmVariant} className="w-full" disabled={busy}>
          {busy ? 'Saving...' : confirmLabel}
        </Button>
        {cancel ? (
          <Button variant="secondary" className="w-full" disabled={busy} onClick={cancel.onCancel}>
            {cancel.label}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
