import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { DeferredProps } from '../../ui/deferred.js';
import { customerName } from './Avatar.js';
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
