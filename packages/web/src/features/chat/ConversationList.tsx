import type { ChatConversation } from '@storefront/core/api/chat';
import { unreadBadge } from '@storefront/core/domain/chat';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input } from '../../../styled-system/recipes';
import { HeadsetIcon } from '../../ui/icons.js';
import { SearchIcon } from '../../ui/icons.js';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState.js';
import { ChatIcon } from '../account/icons.js';
import { EmptyState } from '../account/ui.js';
import { messageTime } from './format.js';
import { PeerAvatar } from './PeerAvatar.js';
import { useConversations } from './queries.js';

export type Selection =
  { kind: 'conversation'; id: number } | { kind: 'store'; id: number } | { kind: 'support' } | null;

const isSelected = (selection: Selection, c: ChatConversation) =>
  selection !== null &&
  ((selection.kind === 'conversation' && selection.id === c.id) ||
    (selection.kind === 'store' &&
      c.receiver_type === 'vendor' &&
      c.receiver_id === selection.id) ||
    (selection.kind === 'support' && c.receiver_type === 'admin'));

/** The last message in one line: its text, or that it was a photo. */
function Preview({ conversation }: { conversation: ChatConversation }) {
  const { t } = useTranslation();
  const last = conversation.last_message;
  if (!last) return null;
  const photos = last.file_full_url.length;
  const text =
    last.message ??
    (photos > 1 ? t('chat.photos', { count: photos }) : photos === 1 ? t('chat.photo') : '');
  return (
    <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted', truncate: true })}>
      {last.sender_type === 'customer' && `${t('chat.you')}: `}
      <bdi>{text}</bdi>
    </span>
  );
}

/** The conversations, with the search, Chat with support and the unread counts. */
export function ConversationList({
  selection,
  onSelect,
}: {
  selection: Selection;
  onSelect: (next: Selection) => void;
}) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const pages = useConversations(search);
  const conversations = pages.data?.pages.flatMap((p) => p.conversations) ?? [];
  const hasSupport = conversations.some((c) => c.receiver_type === 'admin');

  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', minH: 0, h: 'full' })}
      data-testid="chat-list"
    >
      <div className={css({ p: '3', display: 'flex', flexDirection: 'column', gap: '2' })}>
        <label htmlFor="chat-search" className={css({ srOnly: true })}>
          {t('chat.search.label')}
        </label>
        <div className={css({ position: 'relative' })}>
          <SearchIcon
            className={css({
              position: 'absolute',
              insetStart: '3',
              top: '50%',
              transform: 'translateY(-50%)',
              color: 'fg.subtle',
              pointerEvents: 'none',
            })}
          />
          <input
            id="chat-search"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('chat.search.placeholder')}
            maxLength={255}
            className={cx(input(), css({ ps: '9' }))}
            data-testid="chat-search"
          />
        </div>
        {!hasSupport && search === '' && (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => onSelect({ kind: 'support' })}
            data-testid="chat-support"
          >
            <HeadsetIcon />
            {t('chat.support.start')}
          </button>
        )}
      </div>
      <div className={css({ flex: '1', overflowY: 'auto', minH: 0 })}>
        {pages.isPending ? (
          <LoadingBlock />
        ) : pages.isError ? (
          <div className={css({ p: '3' })}>
            <LoadFailedBlock
              message={t('chat.list.loadFailed')}
              onRetry={() => void pages.refetch()}
            />
          </div>
        ) : conversations.length === 0 ? (
          search ? (
            <p
              className={css({ p: '4', color: 'fg.muted', fontSize: 'sm', textAlign: 'center' })}
              data-testid="chat-search-empty"
            >
              {t('chat.search.empty')}
            </p>
          ) : (
            <EmptyState icon={<ChatIcon />} title={t('chat.list.empty.title')} testId="chat-empty">
              <p className={css({ color: 'fg.muted', fontSize: 'sm', maxW: 'xs' })}>
                {t('chat.list.empty.text')}
              </p>
            </EmptyState>
          )
        ) : (
          <ul aria-label={t('chat.list.label')} className={css({ listStyle: 'none' })}>
            {conversations.map((c) => {
              const selected = isSelected(selection, c);
              const badge = unreadBadge(c.unread_message_count);
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => onSelect({ kind: 'conversation', id: c.id })}
                    aria-current={selected ? 'true' : undefined}
                    data-testid="chat-conversation"
                    data-conversation-id={c.id}
                    data-unread={c.unread_message_count}
                    className={cx(
                      css({
                        w: 'full',
                        display: 'flex',
                        alignItems: 'center',
                        gap: '3',
                        px: '3',
                        py: '3',
                        textAlign: 'start',
                        borderBottomWidth: '1px',
                        borderColor: 'border.default',
                        cursor: 'pointer',
                        _hover: { bg: 'bg.subtle' },
                        _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid' },
                      }),
                      selected && css({ bg: 'accent.subtle', _hover: { bg: 'accent.subtle' } }),
                    )}
                  >
                    <PeerAvatar peer={c.receiver} />
                    <span className={css({ flex: '1', minW: 0 })}>
                      <span
                        className={css({
                          display: 'flex',
                          alignItems: 'baseline',
                          justifyContent: 'space-between',
                          gap: '2',
                        })}
                      >
                        <span
                          dir="auto"
                          className={css({
                            fontWeight: badge ? 'bold' : 'semibold',
                            truncate: true,
                          })}
                        >
                          {c.receiver.name}
                        </span>
                        <span
                          className={css({ fontSize: 'xs', color: 'fg.subtle', flexShrink: 0 })}
                        >
                          {messageTime(c.last_message_time, i18n.language)}
                        </span>
                      </span>
                      <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                        <span className={css({ flex: '1', minW: 0 })}>
                          <Preview conversation={c} />
                        </span>
                        {badge && (
                          <span
                            className={css({
                              minW: '5',
                              h: '5',
                              px: '1.5',
                              display: 'grid',
                              placeItems: 'center',
                              borderRadius: 'full',
                              bg: 'accent.solid',
                              color: 'accent.onSolid',
                              fontSize: '2xs',
                              fontWeight: 'bold',
                            })}
                            data-testid="chat-unread"
                          >
                            <span aria-hidden="true">{badge}</span>
                            <span className={css({ srOnly: true })}>
                              {t('chat.unread', { count: c.unread_message_count })}
                            </span>
                          </span>
                        )}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {pages.hasNextPage && (
          <div className={css({ p: '3', display: 'grid' })}>
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
            >
              {t('chat.list.more')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
