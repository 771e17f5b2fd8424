import type { ToastMessage } from '../../domain/validation';

/**
 * Toasts without putting sonner on the landing page: the Toaster is mounted on first use
 * (see components/toaster-host.tsx) and each toast waits until it listens.
 */
type Listener = () => void;

let requestMount: Listener | null = null;
let mounted = false;
/** A toast asked for before the host registered (a screen's first effect can run before the host's). */
let mountPending = false;
let resolveReady: (() => void) | null = null;
const listening = () =>
  new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
let ready = listening();

/** Called by the host with a function that mounts the Toaster. */
export function registerToasterHost(mount: Listener | null): void {
  requestMount = mount;
  if (mount && mountPending) {
    mountPending = false;
    mount();
  }
}

function ensureToaster(): void {
  if (mounted) return;
  if (requestMount) requestMount();
  else mountPending = true;
}

/** The toast in the customer's language: the Toaster's chunk brings the texts, so no screen carries them. */
let translate = (message: ToastMessage) => message;

/** Called by the Toaster once it is listening, with the function that puts a toast in the current language. */
export function markToasterReady(translator: (message: ToastMessage) => ToastMessage): void {
  translate = translator;
  mounted = true;
  resolveReady?.();
}

/**
 * Called by the Toaster when it unmounts (its host went, as between two renders of a test): the next toast
 * mounts it again rather than waiting on one that is gone.
 */
export function markToasterGone(): void {
  mounted = false;
  ready = listening();
}

type ToastKind = 'error' | 'success';

export async function showToast(message: ToastMessage, kind: ToastKind, durationMs?: number): Promise<void> {
  ensureToaster();
  const [{ toast }] = await Promise.all([import('sonner'), ready]);
  const shown = translate(message);
  // The same message shown again replaces the one on screen instead of stacking a copy.
  const options = {
    id: `${message.title}|${message.description}`,
    description: shown.description,
    duration: durationMs,
  };
  if (kind === 'error') toast.error(shown.title, options);
  else toast.success(shown.title, options);
}

export const toastError = (message: ToastMessage) => showToast(message, 'error');
export const toastSuccess = (message: ToastMessage, durationMs?: number) => showToast(message, 'success', durationMs);
