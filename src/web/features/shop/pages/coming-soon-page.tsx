import { ShopPage } from '../components/page-frame';

/** docs/shop.md 5 and 6 are later work: the owner's link is there, and the page says what is coming. */
export function ComingSoonPage({ title, what }: { title: string; what: string }) {
  return (
    <ShopPage title={title}>
      <p className="text-base text-stone-800">{what} This page is coming in a later update.</p>
    </ShopPage>
  );
}
