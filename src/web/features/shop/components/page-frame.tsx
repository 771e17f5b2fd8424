import { type ReactNode, useRef } from 'react';
import { PageHeading } from './page-heading';

/** A shop screen inside the signed-in layout: its title (h1 and document title), an intro, the content. */
export function ShopPage({
  title,
  intro,
  actions,
  children,
  width = 'max-w-3xl',
}: {
  title: string;
  intro?: ReactNode;
  /** Beside the title, e.g. 'Add staff'. */
  actions?: ReactNode;
  children: ReactNode;
  width?: 'max-w-3xl' | 'max-w-5xl' | 'max-w-7xl';
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <div className={`mx-auto w-full ${width} px-4 py-6`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageHeading title={title} headingRef={headingRef} />
          {intro ? <p className="mt-1 text-base text-stone-700">{intro}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** Sign-in, setup: a card alone on the page, before any session (no navigation). */
export function EntryPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Shop</p>
      <div className="mt-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
        <PageHeading title={title} headingRef={headingRef} />
        {intro ? <p className="mt-2 text-base text-stone-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
