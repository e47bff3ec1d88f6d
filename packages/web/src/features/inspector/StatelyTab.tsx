import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { connectStately, STATELY_ORIGIN, statelyHref, statelyRequested } from './stately-bridge.js';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

type Link =
  | { state: 'connecting'; slow: boolean }
  | { state: 'connected'; actors: number }
  | { state: 'failed'; message: string };

/** What Stately's inspector page posts once it listens (`@statelyai/inspect`'s handshake). */
const CONNECTED = '@statelyai.connected';
/** After this long without the handshake, the tab says stately.ai has not answered. */
const SLOW_MS = 10_000;

/**
 * The panel's Stately tab (see stately-bridge.ts): the opt-in, then Stately's inspector in an
 * iframe once the page was reloaded for it.
 */
export function StatelyTab() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const requested = statelyRequested(window.location.search);
  const frame = useRef<HTMLIFrameElement>(null);
  const [link, setLink] = useState<Link>({ state: 'connecting', slow: false });

  useEffect(() => {
    const iframe = frame.current;
    if (!requested || !iframe) return;
    let disconnect: (() => void) | null = null;
    let gone = false;
    let actors = 0;
    // Connected only once the page in the frame says so (offline, it never does).
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (event.source !== iframe.contentWindow || data?.type !== CONNECTED) return;
      setLink({ state: 'connected', actors });
    };
    window.addEventListener('message', onMessage);
    const slow = setTimeout(
      () => setLink((now) => (now.state === 'connecting' ? { ...now, slow: true } : now)),
      SLOW_MS,
    );
    connectStately(iframe).then(
      (connected) => {
        if (gone) return connected.disconnect();
        disconnect = connected.disconnect;
        actors = connected.actors;
      },
      (error: unknown) => {
        if (!gone) {
          setLink({ state: 'failed', message: error instanceof Error ? error.message : '' });
        }
      },
    );
    return () => {
      gone = true;
      clearTimeout(slow);
      window.removeEventListener('message', onMessage);
      disconnect?.();
    };
  }, [requested]);

  const note = css({ fontSize: 'sm', color: 'fg.muted', maxW: '60ch' });
  return (
    <section
      aria-labelledby="stately-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', h: 'full' })}
      data-testid="inspector-stately"
    >
      <h3 id="stately-title" className={css({ fontWeight: 'bold' })}>
        {t('inspector.stately.title')}
      </h3>
      {!requested ? (
        <>
          <p className={note}>{t('inspector.stately.explain')}</p>
          {!online && (
            <p role="status" className={css({ fontSize: 'sm', color: 'danger.text' })}>
              {t('inspector.stately.offline')}
            </p>
          )}
          <div>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              disabled={!online}
              onClick={() => window.location.assign(statelyHref(window.location.href, true))}
              data-testid="stately-connect"
            >
              {t('inspector.stately.connect')}
            </button>
          </div>
        </>
      ) : (
        <>
          <div
            className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}
          >
            <p role="status" className={note} data-testid="stately-status">
              {link.state === 'connecting'
                ? t(link.slow ? 'inspector.stately.slow' : 'inspector.stately.connecting')
                : link.state === 'connected'
                  ? t('inspector.stately.connected', { count: link.actors })
                  : t('inspector.stately.failed', { message: link.message })}
            </p>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={() => window.location.assign(statelyHref(window.location.href, false))}
            >
              {t('inspector.stately.disconnect')}
            </button>
          </div>
          <iframe
            ref={frame}
            title={t('inspector.stately.frame')}
            // The library sets the address (Stately's inspector page) when it starts.
            data-origin={STATELY_ORIGIN}
            className={css({
              flex: '1',
              minH: '20rem',
              w: 'full',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'md',
              bg: 'bg.subtle',
            })}
          />
        </>
      )}
    </section>
  );
}
