import { entryPath } from '@storefront/core/domain/account-menu';
import { isSignedIn } from '@storefront/core/domain/session';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { button } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { ChatIcon } from '../account/icons.js';

/** "Chat with store" on a signed-in customer's order: the inbox, on that store's conversation. */
export function ChatWithStore({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!isSignedIn(session)) return null;
  return (
    <Link
      to={`${entryPath('inbox')}&store=${storeId}`}
      className={button({ variant: 'outline', size: 'sm' })}
      data-testid="order-chat-store"
    >
      <ChatIcon />
      {t('chat.order.chatWithStore')}
    </Link>
  );
}
