import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { HeadsetIcon } from '../../ui/icons.js';
import { ChatIcon } from './icons.js';
import { EmptyState, Panel } from './ui.js';

/**
 * Inbox: the v1 message API (customer/message/list, details, send) is not served yet, so the
 * page says so and points to Help & Support instead of showing a chat that cannot work.
 */
export function InboxSection() {
  const { t } = useTranslation();
  return (
    <Panel testId="inbox">
      <EmptyState icon={<ChatIcon />} title={t('account.inbox.emptyTitle')} testId="inbox-empty">
        <p className={css({ color: 'fg.muted', fontSize: 'sm', maxW: 'md' })}>
          {t('account.inbox.explanation')}
        </p>
        <Link to="/help-and-support" className={button({ variant: 'outline' })}>
          <HeadsetIcon />
          {t('account.inbox.help')}
        </Link>
      </EmptyState>
    </Panel>
  );
}
