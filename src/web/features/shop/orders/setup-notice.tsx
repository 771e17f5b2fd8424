import { Link } from 'react-router';
import { missingSetupSentence } from '../../../../domain/shop/shop-setup';
import { shopPaths } from '../../../app/shop-paths';
import { getSetupProgress } from '../api';
import { useLoad } from '../lib/use-load';
import { useSession } from '../lib/session';

/**
 * docs/shop.md 3, 'Sign-in and setup': until the shop's name, phone, address and pickup hours are set, the board says
 * which are missing: the owner gets the link to the setup, staff are told who can finish it. Nothing shows while it
 * loads or when it cannot be read; the board itself matters more.
 */
export function SetupNotice() {
  const { state } = useLoad(getSetupProgress);
  const { state: session } = useSession();
  const isOwner = session.status === 'signed-in' && session.user.role === 'owner';
  if (state.status !== 'ready' || state.value.missing.length === 0) return null;
  return (
    <div className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-base text-amber-950">
      <p>
        {missingSetupSentence(state.value.missing)} Labels, cut sheets and messages leave them out.{' '}
        {isOwner ? (
          <Link to={shopPaths.shopSetup.getHref()} className="font-semibold underline underline-offset-2">
            Finish setting up your shop
          </Link>
        ) : (
          'The owner can set them in Settings.'
        )}
      </p>
    </div>
  );
}
