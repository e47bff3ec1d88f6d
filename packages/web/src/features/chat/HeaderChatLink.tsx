import { entryPath } from '@storefront/core/domain/account-menu';
import { unreadBadge } from '@storefront/core/domain/chat';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { CountBadge } from '../../ui/CountBadge.js';
import { notifier } from '../../adapters/notifier.js';
import { ChatIcon } from '../account/header-icons.js';
import { useChatLive, useUnreadCount } from './queries.js';

/**
 * The header's chat icon (signed in): opens the inbox, with the unread count as a badge. It also
 * holds the tab's live stream, so the badge and an open inbox follow new messages; a store's
 * message that arrives elsewhere than the inbox is announced: 'You have a new message'.
 */
export function HeaderChatLink() {
  const { t } = useTranslation();
  const { search, pathname } = useLocation();
  const inInbox = pathname === '/profile' && new URLSearchParams(search).get('page') === 'inbox';
  const unread = useUnreadCount(true);
  useChatLive(true, (event) => {
    if (event.sender_type !== 'customer' && !inInbox) notifier.notify('info', t('chat.newMessage'));
  });
  const count = unread.data ?? 0;
  const badge = unreadBadge(count);
  const label = badge ? t('chat.badge.label', { count }) : t('account.chat.open');
  return (
    <Link
      to={entryPath('inbox')}
      className={cx(button({ variant: 'ghost', size: 'icon' }), css({ position: 'relative' }))}
      aria-label={label}
      title={label}
      data-testid="header-chat"
      data-unread={count}
    >
      <ChatIcon />
      {badge && <CountBadge testId="header-chat-badge">{badge}</CountBadge>}
    </Link>
  );
}
