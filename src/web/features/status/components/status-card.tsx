import type { ReactNode } from 'react';

/** A titled card, as the customer's review screen draws its own (the features share no code). */
export function StatusCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
