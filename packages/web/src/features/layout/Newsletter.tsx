import { unwrap } from '@storefront/core/api/calls';
import { isApiError } from '@storefront/core/api/errors';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { Button } from '../../ui/Button.js';
import { MailIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';

/**
 * The footer newsletter: title and subtitle from the landing data, the e-mail checked with
 * core's schema ('Please insert a valid email.'), POST /newsletter/subscribe, then
 * 'Subscribed Successfully' or the server's messages.
 */
export function Newsletter({ title, subtitle }: { title?: string; subtitle?: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const subscribe = useMutation({
    mutationFn: (value: string) =>
      unwrap(api.POST('/newsletter/subscribe', { body: { email: value } })),
    onSuccess: () => {
      setEmail('');
      setError(null);
      notifier.notify('success', t('footer.newsletter.success'));
    },
    onError: (err) => {
      const messages =
        isApiError(err) && err.messages.length > 0 ? err.messages : [t('common.error.generic')];
      setError(messages[0] ?? null);
      for (const message of messages) notifier.notify('error', message);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Core's schema: the standard e-mail pattern, at most 255 characters. The validation code
    // loads on the first submit, so it stays out of the landing page's JavaScript.
    const { newsletterSchema, validate } = await import('@storefront/core/schemas/index');
    const result = validate(newsletterSchema, { email }, (key, vars) => t(key, vars ?? {}));
    if (!result.success) {
      const message = result.errors[0]?.message ?? t('common.validation.email');
      setError(message);
      notifier.notify('error', message);
      return;
    }
    setError(null);
    subscribe.mutate(result.data.email);
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className={css({
        display: 'grid',
        gap: { base: '4', md: '8' },
        gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.1fr)' },
        alignItems: 'center',
        p: { base: '5', md: '8' },
        borderRadius: '2xl',
        bg: 'accent.subtle',
        borderWidth: '1px',
        borderColor: 'accent.muted',
      })}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
        <span
          aria-hidden="true"
          className={css({
            display: 'grid',
            placeItems: 'center',
            w: '11',
            h: '11',
            flexShrink: 0,
            borderRadius: 'full',
            bg: 'accent.solid',
            color: 'accent.onSolid',
            fontSize: 'xl',
          })}
        >
          <MailIcon />
        </span>
        <div>
          <h2 id={`${inputId}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {title}
          </h2>
          {subtitle && (
            <p className={css({ mt: '1', color: 'fg.muted', fontSize: 'sm' })}>{subtitle}</p>
          )}
        </div>
      </div>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
        data-testid="newsletter-form"
      >
        <label htmlFor={inputId} className={css({ srOnly: true })}>
          {t('footer.newsletter.emailLabel')}
        </label>
        <div
          className={css({
            display: 'flex',
            gap: '2',
            flexDirection: { base: 'column', sm: 'row' },
          })}
        >
          <input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(null);
            }}
            placeholder={t('footer.newsletter.placeholder')}
            aria-invalid={error != null}
            aria-describedby={error != null ? errorId : undefined}
            className={cx(input(), css({ flex: { sm: '1' } }))}
            data-testid="newsletter-email"
          />
          <Button
            type="submit"
            size="lg"
            disabled={subscribe.isPending}
            data-testid="newsletter-submit"
          >
            {subscribe.isPending && <Spinner />}
            {t('footer.newsletter.subscribe')}
          </Button>
        </div>
        {error != null && (
          <p
            id={errorId}
            className={css({ fontSize: 'sm', color: 'danger.text' })}
            data-testid="newsletter-error"
          >
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
