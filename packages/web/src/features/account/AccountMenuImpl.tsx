import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { menu } from '../../../styled-system/recipes';
import { useConfig, useModules } from '../../app/queries.js';
import { useSession } from '../../app/session.js';
import { useStartReplay } from '../../ui/deferred.js';
import {
  accountTriggerClass,
  useAccountTriggerLabel,
  type AccountMenuProps,
} from './account-menu-trigger.js';
import { Avatar, customerName } from './Avatar.js';
import { LINK_ICONS, LogoutIcon } from './icons.js';
import { useLogout } from './logout.js';
import {
  accountMenuEntries,
  entryLabelKey,
  entryPath,
  type AccountEntryId,
} from '@storefront/core/domain/account-menu';
import { useCustomerInfo } from './queries.js';

/** The menu's width (spec §9 'Account menu width 300'). */
const MENU_WIDTH = '300px';
const LOGOUT = 'logout';

/**
 * The avatar and the account menu (spec §2 'Account menu (width 300)'): the customer's name and
 * contact, then profile settings, my orders, my trips, wallet, coupons, loyalty points, referral
 * code, settings and track order (as the configuration allows; never the inbox), and Logout at
 * the bottom, which asks 'Are you sure you want to  logout?' (core's logout machine). Loaded on
 * the first intent to open it (AccountMenu shows the avatar until then).
 */
export default function AccountMenuImpl({ compact, start }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const info = useCustomerInfo();
  const { data: config } = useConfig();
  const { data: modules } = useModules();
  const label = useAccountTriggerLabel();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useStartReplay(start, trigger);
  const classes = menu();
  const name = customerName(info.data);
  const contact = info.data?.email ?? info.data?.phone ?? '';
  const moduleType = useSession().module?.module_type ?? null;
  const entries = accountMenuEntries({ config, modules, moduleType });

  // The logout closes the menu it was chosen from.
  useEffect(() => {
    logout.onCloseMenu(() => setOpen(false));
    return () => logout.onCloseMenu(null);
  }, [logout]);

  return (
    <Menu.Root
      open={open}
      onOpenChange={(d) => setOpen(d.open)}
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === LOGOUT) logout.request(location.pathname);
        else void navigate(entryPath(value as AccountEntryId));
      }}
    >
      <Menu.Trigger
        ref={trigger}
        className={accountTriggerClass(compact)}
        aria-label={label}
        data-testid="account-menu-trigger"
      >
        <Avatar info={info.data} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={classes.positioner}>
          <Menu.Content
            className={cx(classes.content, css({ maxW: 'calc(100vw - 16px)' }))}
            style={{ width: MENU_WIDTH }}
            data-testid="account-menu"
            // Whether the configuration and the modules the entries depend on are known.
            data-ready={config != null && modules != null}
          >
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                px: '3',
                py: '2.5',
                mb: '1',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <Avatar info={info.data} />
              <div className={css({ minW: 0 })}>
                <p className={css({ fontWeight: 'bold', truncate: true })}>{name}</p>
                {contact && (
                  <p className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>
                    <span dir="ltr">{contact}</span>
                  </p>
                )}
              </div>
            </div>
            {entries.map((id) => {
              const EntryIcon = LINK_ICONS[id];
              return (
                <Menu.Item
                  key={id}
                  value={id}
                  className={classes.item}
                  data-testid={`account-menu-${id}`}
                >
                  <EntryIcon className={css({ color: 'fg.muted' })} />
                  {t(entryLabelKey(id))}
                </Menu.Item>
              );
            })}
            <Menu.Separator className={classes.separator} />
            <Menu.Item
              value={LOGOUT}
              className={cx(classes.item, css({ color: 'danger.text' }))}
              data-testid="account-menu-logout"
            >
              <LogoutIcon />
              {t('auth.logout.title')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
