import type { ChatMessage, ChatPeer, ChatTargetInput } from '@storefront/core/api/chat';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { ArrowIcon } from '../../ui/icons.js';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState.js';
import { Composer } from './Composer.js';
import { messageDateTime, messageTime } from './format.js';
import { PeerAvatar } from './PeerAvatar.js';
import { useConversation } from './queries.js';

function Bubble({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const own = message.sender_type === 'customer';
  return (
    <li
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: own ? 'flex-end' : 'flex-start',
        gap: '1',
      })}
      data-testid="chat-message"
      data-sender={message.sender_type}
      data-message-id={message.id}
    >
      <div
        className={cx(
          css({
            maxW: { base: '85%', md: '70%' },
            px: '3',
            py: '2',
            borderRadius: '2xl',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            overflowWrap: 'anywhere',
          }),
          own
            ? css({ bg: 'accent.solid', color: 'accent.onSolid', borderEndEndRadius: 'sm' })
            : css({
                bg: 'bg.subtle',
                color: 'fg.default',
                borderEndStartRadius: 'sm',
              }),
        )}
      >
        {message.file_full_url.length > 0 && (
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: message.file_full_url.length > 1 ? 'repeat(2, 1fr)' : '1fr',
              gap: '1',
            })}
          >
            {message.file_full_url.map((url, i) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={t('chat.message.image', { index: i + 1 })}
                  loading="lazy"
                  className={css({
                    w: 'full',
                    maxH: '48',
                    minW: '24',
                    objectFit: 'cover',
                    borderRadius: 'lg',
                    bg: 'bg.surface',
                  })}
                  data-testid="chat-message-image"
                />
              </a>
            ))}
          </div>
        )}
        {message.message && (
          <p dir="auto" className={css({ whiteSpace: 'pre-wrap', fontSize: 'sm' })}>
            {message.message}
          </p>
        )}
      </div>
      <time
        dateTime={message.created_at}
        title={messageDateTime(message.created_at, i18n.language)}
        className={css({ fontSize: '2xs', color: 'fg.subtle', px: '1' })}
      >
        {messageTime(message.created_at, i18n.language)}
        {own && message.is_seen && ` · ${t('chat.message.seen')}`}
      </time>
    </li>
  );
}

/** A conversation: its peer, its messages (oldest at the top, own on the inline end), the composer. */
export function ConversationView({
  target,
  onBack,
}: {
  target: ChatTargetInput;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const details = useConversation(target);
  const pages = details.data?.pages ?? [];
  const peer: ChatPeer | undefined = pages[0]?.receiver;
  const messages = pages.flatMap((p) => p.messages).reverse();
  const newest = messages.at(-1)?.id ?? 0;
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);

  // The newest message stays in view as messages arrive (unless the customer scrolled up).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [newest]);
  useEffect(() => {
    stick.current = true;
  }, [target]);

  return (
    <section
      aria-label={peer ? t('chat.conversation.label', { name: peer.name }) : undefined}
      className={css({ display: 'flex', flexDirection: 'column', minH: 0, h: 'full' })}
      data-testid="chat-conversation-view"
    >
      <header
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          px: '3',
          py: '2.5',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          minH: '14',
        })}
      >
        <button
          type="button"
          onClick={onBack}
          className={cx(
            button({ variant: 'ghost', size: 'icon' }),
            css({ lg: { display: 'none' } }),
          )}
          aria-label={t('chat.back')}
          data-testid="chat-back"
        >
          <ArrowIcon className={css({ transform: 'scaleX(-1)', _rtl: { transform: 'none' } })} />
        </button>
        {peer && <PeerAvatar peer={peer} size="8" />}
        <h2
          dir="auto"
          className={css({ fontWeight: 'semibold', truncate: true })}
          data-testid="chat-peer"
        >
          {peer?.name ?? ''}
        </h2>
      </header>
      <div
        ref={scroller}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
        className={css({ flex: '1', overflowY: 'auto', minH: 0, px: '3', py: '4' })}
        data-testid="chat-messages"
      >
        {details.isPending ? (
          <LoadingBlock />
        ) : details.isError ? (
          <LoadFailedBlock
            message={t('chat.conversation.loadFailed')}
            onRetry={() => void details.refetch()}
          />
        ) : (
          <>
            {details.hasNextPage && (
              <div className={css({ display: 'grid', justifyContent: 'center', mb: '3' })}>
                <button
                  type="button"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  onClick={() => {
                    stick.current = false;
                    void details.fetchNextPage();
                  }}
                  disabled={details.isFetchingNextPage}
                >
                  {t('chat.conversation.older')}
                </button>
              </div>
            )}
            {messages.length === 0 ? (
              <p
                className={css({
                  textAlign: 'center',
                  color: 'fg.muted',
                  fontSize: 'sm',
                  py: '10',
                })}
                data-testid="chat-no-messages"
              >
                {t('chat.conversation.empty')}
              </p>
            ) : (
              <ol
                className={css({
                  listStyle: 'none',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '3',
                })}
                aria-live="polite"
              >
                {messages.map((m) => (
                  <Bubble key={m.id} message={m} />
                ))}
              </ol>
            )}
          </>
        )}
      </div>
      <Composer
        target={target}
        onSent={() => {
          stick.current = true;
        }}
      />
    </section>
  );
}
