import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { HeartIcon } from './HeartIcon.js';
import { wishlistEnabled } from './keys.js';
import { useWishlistDrawerOpen, wishlistUi } from './wishlist-ui.js';

const WishlistDrawer = lazy(() => import('./WishlistDrawer.js'));

/**
 * The header's wishlist icon and its drawer (spec §2 'Header': signed-in customers, and the
 * wishlist needs a zone). The drawer's code loads when it first opens.
 */
export function WishlistHost() {
  const { t } = useTranslation();
  const session = useSession();
  const open = useWishlistDrawerOpen();
  if (!wishlistEnabled(session)) return null;
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'icon' })}
        aria-label={t('account.wishlist.open')}
        title={t('account.wishlist.open')}
        aria-haspopup="dialog"
        onClick={() => wishlistUi.open()}
        data-testid="header-wishlist"
      >
        <HeartIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <WishlistDrawer />
        </Suspense>
      )}
    </>
  );
}
