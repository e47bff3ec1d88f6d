import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import {
  deferredChunk,
  MENU_TRIGGER,
  useDeferredControl,
  type DeferredProps,
} from '../../ui/deferred.js';
import { Avatar, customerName } from './Avatar.js';
import { useCustomerInfo } from './queries.js';

export interface AccountMenuProps extends DeferredProps {
  compact: boolean;
}

/** The avatar button's classes: the same for the look-alike and the menu's trigger. */
export function accountTriggerClass(compact: boolean): string {
  return cx(
    button({ variant: 'ghost', size: compact ? 'icon' : 'md' }),
    css({ px: compact ? '0' : '1.5', borderRadius: 'full' }),
  );
}

/** The avatar button's accessible name. */
export function useAccountTriggerLabel(): string {
  const { t } = useTranslation();
  const info = useCustomerInfo();
  const name = customerName(info.data);
  return name ? t('account.menu.label', { name }) : t('account.menu.labelNoName');
}

// The menu (Ark menu, the entries, logout) loads on the customer's first intent to open it.
const accountMenu = deferredChunk<AccountMenuProps>(() => import('./AccountMenuImpl.js'));

/**
 * The avatar and the account menu (spec §2 'Account menu (width 300)'). The avatar shows at
 * once; the menu's code loads when the customer points at, focuses or presses it.
 */
export function AccountMenu({ compact }: { compact: boolean }) {
  const info = useCustomerInfo();
  const label = useAccountTriggerLabel();
  const { Loaded, start, placeholder } = useDeferredControl(accountMenu, MENU_TRIGGER);
  if (Loaded) return <Loaded compact={compact} start={start} />;
  return (
    <button
      {...placeholder}
      className={accountTriggerClass(compact)}
      aria-label={label}
      aria-haspopup="menu"
      data-testid="account-menu-trigger"
    >
      <Avatar info={info.data} />
    </button>
  );
}
