import { type RefObject, useEffect } from 'react';

const TITLE_CLASS = 'font-display text-3xl font-bold tracking-tight text-stone-900 focus:outline-none';

/**
 * A shop screen's title: the document title and the h1 (docs/shop.md 3). After a client-side navigation focus
 * would be left on <body>; keyboard and screen-reader users start at the new screen's title instead.
 */
export function PageHeading({
  title,
  headingRef,
}: {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) {
      headingRef.current?.focus({ preventScroll: true });
    }
  }, [headingRef]);
  return (
    <>
      <title>{`${title} | Shop`}</title>
      <h1 ref={headingRef} tabIndex={-1} className={TITLE_CLASS}>
        {title}
      </h1>
    </>
  );
}
