import { configure } from '@testing-library/react';
import { setShopTimeZone } from '../features/shop/lib/format-shop-time';
import { resetPriceListForTests } from '../lib/price-list';

/**
 * The screens' tests wait for what a screen shows after its (stubbed) requests. Testing Library gives up after
 * 1 s by default; on the 2-core CI machine a screen's first render under a full vitest run took 1.3 s
 * (prices-screens, 2026-11-28), so a wait fails there that passes alone. The wait ends as soon as the text
 * shows; only a screen that never shows it waits the 5 s out.
 */
configure({ asyncUtilTimeout: 5_000 });

// The web's test files share their worker's modules (isolate: false in vitest.config.ts, ADR 0801): this file
// runs before each of them, and puts back the module state a page leaves behind (the shop's time zone from its
// session, the price list a screen loaded) so that no file depends on the one before it.
setShopTimeZone(undefined);
resetPriceListForTests();
