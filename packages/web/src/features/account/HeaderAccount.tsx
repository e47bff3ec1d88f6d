import { isSignedIn } from '@storefront/core/domain/session';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { useAuthDialog } from '../auth/context.js';
import { WishlistHost } from '../wishlist/WishlistButton.js';
import { wishlistUi } from '../wishlist/wishlist-ui.js';
import { AccountMenu } from './AccountMenu.js';
import { entryPath } from '@storefront/core/domain/account-menu';
import { Link } from 'react-router-dom';
import { ChatIcon, UserIcon } from './header-icons.js';
import { forgetCustomer } from './customer-key.js';
import { onSessionEnd } from './session-end.js';

/**
 * When the token goes (logout, an expired session, another tab), the customer's data and the
 * wishlist drawer go with it, so that the next customer never sees them.
 */
export function useForgetOnSessionEnd() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnd(() => {
        forgetCustomer(queryClient);
        wishlistUi.close();
      }),
    [queryClient],
  );
}

/** Signed-out: Sign In opens the auth modal (an icon in the compact header on phones). */
function SignInButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const auth = useAuthDialog();
  return (
    <button
      type="button"
      className={cx(
        button({ variant: 'solid', size: 'md' }),
        compact && css({ w: { base: '10', sm: 'auto' }, px: { base: '0', sm: '4' } }),
      )}
      aria-label={t('account.signIn')}
      onClick={() => auth.open('sign-in')}
      data-testid="header-sign-in"
    >
      {compact && <UserIcon />}
      <span className={compact ? css({ display: { base: 'none', sm: 'inline' } }) : undefined}>
        {t('account.signIn')}
      </span>
    </button>
  );
}

// The chat link's badge and live stream (and the chat API) load only for a signed-in customer,
// not with every first page (issue 9: the first-load budget).
const HeaderChatLink = lazy(() =>
  import('../chat/HeaderChatLink.js').then((m) => ({ default: m.HeaderChatLink })),
);

/** The chat icon until its badge loads: the same link, the same size. */
function PlainChatLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={entryPath('inbox')}
      className={cx(button({ variant: 'ghost', size: 'icon' }), css({ position: 'relative' }))}
      aria-label={t('account.chat.open')}
      title={t('account.chat.open')}
      data-testid="header-chat"
    >
      <ChatIcon />
    </Link>
  );
}

/** Signed-in: the chat icon (the inbox) and the wishlist icon (with a zone). */
export function AccountIcons() {
  const session = useSession();
  if (!isSignedIn(session)) return null;
  return (
    <>
      <Suspense fallback={<PlainChatLink />}>
        <HeaderChatLink />
      </Suspense>
      <WishlistHost />
    </>
  );
}

/**
 * The header's account corner (spec §2 'Header'): signed-out, Sign In (the auth modal);
 * signed-in, the avatar with the account menu.
 */
export function AccountCorner({ compact }: { compact: boolean }) {
  const session = useSession();
  const signedIn = isSignedIn(session);
  useForgetOnSessionEnd();
  return signedIn ? <AccountMenu compact={compact} /> : <SignInButton compact={compact} />;
}
