import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { pageTitle, shopName } from '../../lib/shop-name';

/**
 * The frame of every state of the status page: the title (also the document's), and `noindex` while on the
 * page, since a status link is one customer's order (the server says so too, in X-Robots-Tag). It is in
 * the entry chunk, with StatusShell, so that a phone paints the page before the page's own code arrives.
 */
export function StatusFrame({ title, eyebrow, children }: { title: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col px-4 py-6">
      <title>{pageTitle(title)}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {eyebrow || shopName() || t`Game Processing`}
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      {children}
    </main>
  );
}

/** What the page shows while its code downloads: the frame of its loading state, which then fills in. */
export function StatusShell() {
  return <StatusFrame title={t`Order status`} />;
}
