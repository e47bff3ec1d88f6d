import { authSettings, type AuthSettings } from '@storefront/core/domain/auth';
import { isOn } from '@storefront/core/domain/auth';
import {
  authModalInput,
  provideAuthModalMachine,
} from '@storefront/core/machines/auth-modal.provide';
import { authModalView } from '@storefront/core/machines/auth-modal.connect';
import type { AuthModalView } from '@storefront/core/machines/auth-modal.types';
import type { AuthMode } from '@storefront/core/machines/checkout-gate.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { navigatorPort } from '../../adapters/navigator.js';
import { notifier } from '../../adapters/notifier.js';
import { storage } from '../../adapters/storage.js';
import { useConfig } from '../../app/queries.js';
import type { Config } from '../../app/types.js';
import { Spinner } from '../../ui/Spinner.js';
import { AuthDialogFrame } from './AuthDialogFrame.js';
import type { AuthDialogView } from './context.js';
import { fieldErrorsOf } from './form.js';
import { OtpPanel, type OtpRef } from './OtpPanel.js';
import { createAuthActors, translate } from './session.js';
import { SignInView } from './SignInView.js';
import { SignUpView } from './SignUpView.js';
import { socialClients } from './social.js';
import { ExistingUserStep, PhoneStep, UserInfoStep } from './StepViews.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

const clock = { now: () => Date.now() };

const TITLES: Record<AuthModalView['step'], string> = {
  'sign-in': 'auth.signIn.title',
  'sign-up': 'auth.signUp.title',
  phone_modal: 'auth.phoneModal.title',
  user_info: 'auth.userInfo.title',
  is_exist_user: 'auth.existingUser.title',
  otp: 'auth.otp.title',
  done: 'auth.signIn.title',
  closed: 'auth.signIn.title',
};

const DESCRIPTIONS: Partial<Record<AuthModalView['step'], string>> = {
  phone_modal: 'auth.phoneModal.description',
  user_info: 'auth.userInfo.description',
  is_exist_user: 'auth.existingUser.description',
};

/** The auth modal's machine, once the configuration (the login mode) is known. */
function AuthFlow({
  config,
  settings,
  mode,
  onFinished,
}: {
  config: Config;
  settings: AuthSettings;
  mode: AuthMode;
  onFinished: (signedIn: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [logic] = useState(() =>
    provideAuthModalMachine({
      actors: createAuthActors(queryClient),
      storage,
      clock,
      notifier,
      navigator: navigatorPort,
      t: translate,
    }),
  );
  const actor = useInspectedActorRef(logic, { input: authModalInput(storage, settings, mode) });
  const view = useSelector(actor, authModalView);
  const status = useSelector(actor, (s) => s.status);
  const signedIn = useSelector(actor, (s) => s.hasTag('done'));
  const otp = useSelector(actor, (s) => s.children.otp as OtpRef | undefined);
  const clients = useMemo(() => socialClients(config), [config]);

  useEffect(() => {
    if (status === 'done') onFinished(signedIn);
  }, [status, signedIn, onFinished]);

  const errors = fieldErrorsOf(view.fieldErrors, t);
  const formProps = {
    view,
    send: actor.send,
    errors,
    country: config.country,
    countryPicker: settings.countryPicker,
  };
  const referral = isOn(config.ref_earning_status);
  const description = DESCRIPTIONS[view.step];

  let body;
  switch (view.step) {
    case 'sign-up':
      body = <SignUpView {...formProps} referral={referral} />;
      break;
    case 'phone_modal':
      body = <PhoneStep {...formProps} />;
      break;
    case 'user_info':
      body = <UserInfoStep {...formProps} referral={referral} />;
      break;
    case 'is_exist_user':
      body = <ExistingUserStep view={view} send={actor.send} />;
      break;
    case 'otp':
      body = otp ? (
        <>
          <OtpPanel otp={otp} demo={settings.demo} />
          <div className={css({ display: 'flex', justifyContent: 'center', pt: '3' })}>
            <button
              type="button"
              onClick={() => actor.send({ type: 'GO_BACK' })}
              className={css({
                fontSize: 'sm',
                color: 'fg.muted',
                cursor: 'pointer',
                _hover: { color: 'fg.default', textDecoration: 'underline' },
              })}
              data-testid="otp-back"
            >
              {t('auth.signIn.goBack')}
            </button>
          </div>
        </>
      ) : null;
      break;
    case 'done':
      body = (
        <div className={css({ display: 'grid', placeItems: 'center', py: '10' })}>
          <Spinner label={t('auth.signingIn')} />
        </div>
      );
      break;
    default:
      body = (
        <SignInView
          {...formProps}
          // A new view (Sign in with OTP, Go Back) starts with empty fields.
          key={view.login.goBack ? 'otp-only' : 'configured'}
          clients={clients}
        />
      );
  }

  return (
    <AuthDialogFrame
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'CLOSE' });
      }}
      size={view.step === 'sign-up' ? 'md' : 'sm'}
      title={t(TITLES[view.step])}
      description={description ? t(description) : undefined}
      testId="auth-modal"
    >
      <div data-step={view.step} data-mode={settings.mode} data-testid="auth-step">
        {body}
      </div>
    </AuthDialogFrame>
  );
}

/**
 * The one auth modal of the app (loaded the first time it opens): core's auth-modal machine in
 * the configured login mode, with its steps (sign-in, sign-up, phone, user info, 'Is it you?',
 * the OTP dialog). `onFinished(true)` once signed in (the token is stored, the profile, cart and
 * wishlist reloaded, 'Logged in successfully' shown); `onFinished(false)` when closed.
 */
export default function AuthModal({
  view,
  onFinished,
}: {
  view: AuthDialogView;
  onFinished: (signedIn: boolean) => void;
}) {
  const { data: config } = useConfig();
  const settings = useMemo(() => (config ? authSettings(config) : null), [config]);
  if (config == null || settings == null) return null;
  return (
    <AuthFlow
      config={config}
      settings={settings}
      mode={view === 'sign-up' ? 'signUp' : 'signIn'}
      onFinished={onFinished}
    />
  );
}
