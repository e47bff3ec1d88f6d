import type { SocialMedium } from '@storefront/core/domain/auth';
import type { SocialCredential } from '@storefront/core/machines/auth-modal.types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { notifier } from '../../adapters/notifier.js';
import { Button } from '../../ui/Button.js';
import { Spinner } from '../../ui/Spinner.js';
import { loadSdk, socialCredential, SocialUnavailableError, type SocialClients } from './social.js';

const PROVIDER_NAMES: Record<SocialMedium, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** The providers' marks (single colour, from the text colour). */
const MARKS: Record<SocialMedium, string> = {
  google:
    'M21.8 10.2H12v3.9h5.6c-.5 2.5-2.7 4.1-5.6 4.1a6.2 6.2 0 1 1 4-10.9l2.9-2.8A10.2 10.2 0 1 0 12 22.2c5.6 0 10.2-4 10.2-10.2 0-.6-.1-1.2-.4-1.8Z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z',
  apple:
    'M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9a4.9 4.9 0 0 0-4.1 2.5c-1.8 3-.5 7.6 1.3 10.1.8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4a10.6 10.6 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.5-4.2ZM14 5.4A4.4 4.4 0 0 0 15 2.2a4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1.1 3.1A3.7 3.7 0 0 0 14 5.4Z',
};

function Mark({ medium }: { medium: SocialMedium }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d={MARKS[medium]} />
    </svg>
  );
}

/** Whether Apple's SDK is still loading (it loads as soon as its button shows). */
function useAppleSdk(configured: boolean): boolean {
  const [loading, setLoading] = useState(configured);
  useEffect(() => {
    if (!configured) return;
    let live = true;
    loadSdk('apple')
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [configured]);
  return configured && loading;
}

/**
 * The social sign-in buttons of the configured providers, in the configuration's order. A
 * button opens the provider's own sign-in and hands its credential to the auth modal; a provider
 * without a client here (or whose SDK does not load) says it is not available. While Apple's SDK
 * loads, its button reads 'Loading Apple Login...'.
 */
export function SocialButtons({
  media,
  clients,
  disabled,
  onCredential,
}: {
  media: readonly SocialMedium[];
  clients: SocialClients;
  disabled: boolean;
  onCredential: (credential: SocialCredential) => void;
}) {
  const { t } = useTranslation();
  const appleLoading = useAppleSdk(media.includes('apple') && clients.apple != null);
  const [pending, setPending] = useState<SocialMedium | null>(null);

  const start = (medium: SocialMedium) => {
    setPending(medium);
    socialCredential(medium, clients)
      .then(onCredential)
      .catch((error: unknown) => {
        // Closing the provider's window is no error; anything else means it cannot sign in here.
        if (error instanceof SocialUnavailableError) {
          notifier.notify(
            'error',
            t('auth.social.unavailable', { provider: PROVIDER_NAMES[medium] }),
          );
        }
      })
      .finally(() => setPending(null));
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2.5' })}>
      {media.map((medium) => {
        const loading = medium === 'apple' && appleLoading;
        return (
          <Button
            key={medium}
            variant="outline"
            size="lg"
            disabled={disabled || loading || pending != null}
            onClick={() => start(medium)}
            data-testid={`social-${medium}`}
            className={css({ w: 'full', h: 'auto', minH: '12', py: '2', whiteSpace: 'normal' })}
          >
            {pending === medium || loading ? <Spinner /> : <Mark medium={medium} />}
            {loading ? t('auth.social.appleLoading') : t(`auth.social.${medium}`)}
          </Button>
        );
      })}
    </div>
  );
}
