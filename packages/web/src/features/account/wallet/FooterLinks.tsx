import { entryPath } from '@storefront/core/domain/account-menu';
import { isSignedIn } from '@storefront/core/domain/session';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { notifier } from '../../../adapters/notifier.js';
import type { Config } from '../../../app/types.js';
import { useSession } from '../../../app/session.js';

/**
 * The footer's wallet and loyalty-point links (storefront §6 'Footer: loyalty points and wallet
 * need sign-in', §8): each while the configuration offers it; a guest who follows one is told
 * 'You must be login to access this page.' and stays where they are.
 */
export function FooterBalanceLinks({
  config,
  className,
}: {
  config: Config | undefined;
  className: string;
}) {
  const { t } = useTranslation();
  const signedIn = isSignedIn(useSession());
  const links = [
    { page: 'wallet' as const, show: config?.customer_wallet_status === 1 },
    { page: 'loyalty-points' as const, show: config?.loyalty_point_status === 1 },
  ].filter((link) => link.show);
  return links.map(({ page }) => (
    <li key={page}>
      <Link
        to={entryPath(page)}
        className={className}
        onClick={(event) => {
          if (signedIn) return;
          event.preventDefault();
          notifier.notify('error', t('wallet.signInRequired'));
        }}
        data-testid={`footer-${page}`}
      >
        {t(`account.page.${page}`)}
      </Link>
    </li>
  ));
}
