import { deferredChunk, MENU_TRIGGER, useDeferredControl } from '../../ui/deferred.js';
import {
  accountTriggerClass,
  useAccountTriggerLabel,
  type AccountMenuProps,
} from './account-menu-trigger.js';
import { Avatar } from './Avatar.js';
import { useCustomerInfo } from './queries.js';

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
