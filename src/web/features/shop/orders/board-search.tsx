import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SHOP_LIMITS } from '../../../../domain/shop/limits';
import { parseSearch } from '../../../../domain/shop/search';
import { inputClass } from '../../../components/text-field';
import { lookupOrder } from './api';
import { useDebounced } from './use-debounced';

/** How long typing pauses before the board searches. */
const TYPING_PAUSE_MS = 300;

/**
 * 'Search orders' (order number, tag, name, phone, email). Typing searches once the typist pauses. Enter
 * after a whole order number or tag, as a keyboard-wedge barcode scanner types it, opens that order; Enter
 * after anything else, or a number no order has, searches at once.
 */
export function BoardSearch({
  value,
  onSearch,
  onOpenOrder,
}: {
  /** The search in the URL. */
  value: string;
  onSearch: (text: string) => void;
  onOpenOrder: (orderNumber: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [lookingUp, setLookingUp] = useState(false);
  // The last search this box sent: the URL catching up with it must not overwrite what was typed since.
  const sent = useRef(value);
  const typing = useDebounced((typed: string) => send(typed), TYPING_PAUSE_MS);

  // Back, Forward or a filter link changed the search: show it.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  function send(typed: string) {
    const trimmed = typed.trim();
    sent.current = trimmed;
    onSearch(trimmed);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    typing.cancel();
    const terms = parseSearch(text);
    if (terms.orderNumber !== null || terms.wholeNumber !== null) {
      setLookingUp(true);
      try {
        const found = await lookupOrder(terms.text);
        if (found) {
          onOpenOrder(found);
          return;
        }
      } catch {
        // The search below still answers, and says so if it fails too.
      } finally {
        setLookingUp(false);
      }
    }
    send(text);
  }

  return (
    <form role="search" noValidate onSubmit={(event) => void submit(event)} className="w-full max-w-md">
      <label htmlFor={id} className="mb-1.5 block text-base font-semibold text-stone-900">
        Search orders
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={SHOP_LIMITS.search}
        aria-describedby={`${id}-hint`}
        aria-busy={lookingUp || undefined}
        className={inputClass}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          typing.schedule(event.target.value);
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
        Order number, tag, name, phone or email. Scan a tag to open its order.
      </p>
    </form>
  );
}
