import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Icon, type IconProps } from '../../ui/header-icons.js';
import { useForgetOnSessionEnd } from '../account/HeaderAccount.js';
import { useWishlistDrawerOpen } from '../wishlist/wishlist-ui.js';

// The drawer (its lists, queries and the language confirm) loads when the menu first opens.
const loadDrawer = () => import('./MobileMenuDrawer.js');
const MobileMenuDrawer = lazy(loadDrawer);
// On a phone the header has no wishlist icon: the drawer's Wishlist opens it, hosted here.
const WishlistDrawer = lazy(() => import('../wishlist/WishlistDrawer.js'));

const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

/** The phone header's square touch target (44 px). */
const phoneTouchClass = css({ w: '11', h: '11', minW: '11' });

/**
 * The phone header's menu button and the mobile menu drawer (spec §2 'Mobile menu drawer'): on
 * phones the header keeps the logo, the location, the cart and this button; everything else is
 * in the drawer. Closing the drawer gives the focus back to the button.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const wishlistOpen = useWishlistDrawerOpen();
  // The avatar's corner is not on the phone header: the customer's data goes with the token here.
  useForgetOnSessionEnd();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={cx(button({ variant: 'ghost', size: 'icon' }), phoneTouchClass)}
        aria-label={t('mobileMenu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Its code starts loading on the first intent (a pointer over it, a touch, the focus).
        onPointerEnter={() => void loadDrawer()}
        onPointerDown={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        data-testid="mobile-menu-button"
      >
        <MenuIcon />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} finalFocus={() => trigger.current} />
        </Suspense>
      )}
      {wishlistOpen && (
        <Suspense fallback={null}>
          <WishlistDrawer />
        </Suspense>
      )}
    </>
  );
}
