import { t } from '@lingui/core/macro';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

/** A dialog that rises from the bottom on a phone and sits centred on a wider screen; its body scrolls. */
export const SHEET_DIALOG_CLASS =
  'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] w-full max-w-lg flex-col rounded-t-3xl bg-white shadow-xl focus:outline-none sm:inset-x-4 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-3xl';

/** The top of such a dialog: its title, what it is for, and the close icon button named 'Close'. */
export function DialogHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-2 px-5 pt-5">
      <div>
        <Dialog.Title className="text-2xl font-bold text-stone-900">{title}</Dialog.Title>
        {description ? (
          <Dialog.Description className="mt-1 text-base text-stone-700">{description}</Dialog.Description>
        ) : null}
      </div>
      <Dialog.Close
        aria-label={t`Close`}
        className="-mt-1 -mr-2 inline-flex size-12 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
      >
        <CloseIcon />
      </Dialog.Close>
    </div>
  );
}
