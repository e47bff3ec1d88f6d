import type { ChatTargetInput } from '@storefront/core/api/chat';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { ChatIcon } from '../account/icons.js';
import { EmptyState, Panel } from '../account/ui.js';
import { ConversationList, type Selection } from './ConversationList.js';
import { ConversationView } from './ConversationView.js';
import { useChatLive } from './queries.js';

const positiveId = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** The open conversation, from the address: `conversation`, `store` or `support`. */
function selectionOf(params: URLSearchParams): Selection {
  const conversation = positiveId(params.get('conversation'));
  if (conversation) return { kind: 'conversation', id: conversation };
  const store = positiveId(params.get('store'));
  if (store) return { kind: 'store', id: store };
  if (params.get('support') === '1') return { kind: 'support' };
  return null;
}

const targetOf = (selection: Selection): ChatTargetInput | null =>
  selection === null
    ? null
    : selection.kind === 'conversation'
      ? { conversationId: selection.id }
      : selection.kind === 'store'
        ? { receiverType: 'vendor', receiverId: selection.id }
        : { receiverType: 'admin' };

/**
 * The inbox (/profile?page=inbox, issue 14): the conversations with stores and support (search,
 * unread counts) beside the open one; on a phone, one or the other. The open conversation is in
 * the address (`&conversation=`, `&store=` from an order's "Chat with store", `&support=1`), so
 * Back closes it. New messages arrive live (the tab's one stream, shared with the header).
 */
export function InboxSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selection = selectionOf(params);
  const target = targetOf(selection);
  // Live here too: on a phone the header has no chat icon (its stream is shared when it has).
  useChatLive(true);

  function select(next: Selection) {
    const to = new URLSearchParams({ page: 'inbox' });
    if (next?.kind === 'conversation') to.set('conversation', String(next.id));
    if (next?.kind === 'store') to.set('store', String(next.id));
    if (next?.kind === 'support') to.set('support', '1');
    setParams(to, { replace: selection !== null && next !== null });
  }

  return (
    <Panel
      testId="inbox"
      className={css({
        p: '0!',
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '20rem minmax(0, 1fr)' },
        h: { base: 'calc(100dvh - 16rem)', lg: '40rem' },
        minH: '24rem',
      })}
    >
      <h2 className={css({ srOnly: true })}>{t('chat.title')}</h2>
      <div
        className={css({
          display: { base: target ? 'none' : 'block', lg: 'block' },
          minH: 0,
          minW: 0,
          borderEndWidth: { lg: '1px' },
          borderColor: 'border.default',
        })}
      >
        <ConversationList selection={selection} onSelect={select} />
      </div>
      <div
        className={css({
          display: { base: target ? 'block' : 'none', lg: 'block' },
          minH: 0,
          minW: 0,
        })}
      >
        {target ? (
          <ConversationView
            key={JSON.stringify(target)}
            target={target}
            onBack={() => select(null)}
          />
        ) : (
          <div className={css({ h: 'full', display: 'grid', placeItems: 'center' })}>
            <EmptyState icon={<ChatIcon />} title={t('chat.title')}>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                {t('chat.conversation.pick')}
              </p>
            </EmptyState>
          </div>
        )}
      </div>
    </Panel>
  );
}
