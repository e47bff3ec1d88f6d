/**
 * Social sign-in in the browser: each provider's own SDK gives the credential (an OAuth access
 * token or an id token, the account's id and e-mail) that the auth modal sends to
 * `auth/login` (`login_type` social); the server checks it with its verifier.
 *
 * A provider works when the deployment names its client: Google's client id and Facebook's app
 * id come from the configuration's `social_login` entries (`client_id`) or the build
 * (`VITE_GOOGLE_CLIENT_ID`, `VITE_FACEBOOK_APP_ID`); Apple's from `apple_login` (`client_id`,
 * `redirect_url_react`). Without one, or when the SDK cannot load (offline, or a
 * Content-Security-Policy that allows only the app's own scripts), the button says the provider
 * is not available instead of pretending to sign in.
 */
import type { SocialMedium } from '@storefront/core/domain/auth';
import type { SocialCredential } from '@storefront/core/machines/auth-modal.types';
import type { Config } from '../../app/types.js';

export const SDK_URLS: Record<SocialMedium, string> = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
};

const GOOGLE_USERINFO = 'https://www.googleapis.com/oauth2/v3/userinfo';

export interface SocialClients {
  google: { clientId: string } | null;
  facebook: { appId: string } | null;
  apple: { clientId: string; redirectUri: string } | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function listedClientId(config: Config | undefined, medium: SocialMedium): string | null {
  const entries: readonly unknown[] = config?.social_login ?? [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    if (record.login_medium === medium) return text(record.client_id);
  }
  return null;
}

const buildEnv = import.meta.env as Record<string, string | undefined>;

/** The provider clients the deployment names (null: that provider cannot sign in here). */
export function socialClients(config: Config | undefined): SocialClients {
  const google = listedClientId(config, 'google') ?? text(buildEnv.VITE_GOOGLE_CLIENT_ID);
  const facebook = listedClientId(config, 'facebook') ?? text(buildEnv.VITE_FACEBOOK_APP_ID);
  const apple = config?.apple_login?.find((e) => e.login_medium === 'apple');
  const appleId = text(apple?.client_id);
  return {
    google: google ? { clientId: google } : null,
    facebook: facebook ? { appId: facebook } : null,
    apple: appleId
      ? {
          clientId: appleId,
          redirectUri: text(apple?.redirect_url_react) ?? window.location.origin,
        }
      : null,
  };
}

/** The provider cannot sign in here (no client configured, or its SDK did not load). */
export class SocialUnavailableError extends Error {
  constructor(readonly medium: SocialMedium) {
    super(`${medium} sign-in is not available`);
  }
}

/** The customer closed the provider's window: nothing to show. */
export class SocialCancelledError extends Error {}

const scripts = new Map<string, Promise<void>>();

/** Loads a provider's SDK once (a failure can be tried again). */
export function loadSdk(medium: SocialMedium): Promise<void> {
  const src = SDK_URLS[medium];
  let loading = scripts.get(src);
  if (loading == null) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        scripts.delete(src);
        reject(new SocialUnavailableError(medium));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** The claims of a JWT (read only for the id and e-mail; the server verifies the token). */
function jwtClaims(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) return {};
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// ---------------------------------------------------------------- the providers' SDKs

interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
}
interface GoogleSdk {
  accounts: {
    oauth2: {
      initTokenClient(options: {
        client_id: string;
        scope: string;
        callback: (response: GoogleTokenResponse) => void;
        error_callback?: (error: { type?: string }) => void;
      }): { requestAccessToken(): void };
    };
  };
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken: string; userID: string } | null }) => void,
    options: { scope: string },
  ): void;
  api(
    path: string,
    params: { fields: string },
    callback: (me: { id?: string; email?: string }) => void,
  ): void;
}
interface AppleSdk {
  auth: {
    init(options: {
      clientId: string;
      scope: string;
      redirectURI: string;
      usePopup: boolean;
    }): void;
    signIn(): Promise<{
      authorization?: { id_token?: string };
      user?: { email?: string };
    }>;
  };
}

function sdk<T>(name: 'google' | 'FB' | 'AppleID', medium: SocialMedium): T {
  const value = (window as unknown as Record<string, unknown>)[name];
  if (value == null) throw new SocialUnavailableError(medium);
  return value as T;
}

async function googleCredential(clientId: string): Promise<SocialCredential> {
  await loadSdk('google');
  const google = sdk<GoogleSdk>('google', 'google');
  const accessToken = await new Promise<string>((resolve, reject) => {
    google.accounts.oauth2
      .initTokenClient({
        client_id: clientId,
        scope: 'openid email profile',
        callback: (response) =>
          response.access_token
            ? resolve(response.access_token)
            : reject(new SocialCancelledError(response.error ?? 'cancelled')),
        error_callback: () => reject(new SocialCancelledError('closed')),
      })
      .requestAccessToken();
  });
  const response = await fetch(GOOGLE_USERINFO, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new SocialUnavailableError('google');
  const info = (await response.json()) as { sub?: string; email?: string };
  if (!info.sub) throw new SocialUnavailableError('google');
  return {
    medium: 'google',
    token: accessToken,
    unique_id: info.sub,
    email: info.email ?? null,
    access_token: 1,
  };
}

async function facebookCredential(appId: string): Promise<SocialCredential> {
  await loadSdk('facebook');
  const fb = sdk<FacebookSdk>('FB', 'facebook');
  fb.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
  const auth = await new Promise<{ accessToken: string; userID: string }>((resolve, reject) => {
    fb.login(
      (response) =>
        response.authResponse
          ? resolve(response.authResponse)
          : reject(new SocialCancelledError('cancelled')),
      { scope: 'email' },
    );
  });
  const me = await new Promise<{ id?: string; email?: string }>((resolve) =>
    fb.api('/me', { fields: 'id,email' }, resolve),
  );
  return {
    medium: 'facebook',
    token: auth.accessToken,
    unique_id: me.id ?? auth.userID,
    email: me.email ?? null,
  };
}

async function appleCredential(client: {
  clientId: string;
  redirectUri: string;
}): Promise<SocialCredential> {
  await loadSdk('apple');
  const apple = sdk<AppleSdk>('AppleID', 'apple');
  apple.auth.init({
    clientId: client.clientId,
    scope: 'name email',
    redirectURI: client.redirectUri,
    usePopup: true,
  });
  const result = await apple.auth.signIn().catch(() => {
    throw new SocialCancelledError('closed');
  });
  const idToken = result.authorization?.id_token;
  if (!idToken) throw new SocialCancelledError('no token');
  const claims = jwtClaims(idToken);
  const sub = text(claims.sub);
  if (!sub) throw new SocialUnavailableError('apple');
  return {
    medium: 'apple',
    token: idToken,
    unique_id: sub,
    email: result.user?.email ?? text(claims.email),
  };
}

/** The provider's credential for `medium` (its SDK's sign-in window). */
export function socialCredential(
  medium: SocialMedium,
  clients: SocialClients,
): Promise<SocialCredential> {
  if (medium === 'google' && clients.google) return googleCredential(clients.google.clientId);
  if (medium === 'facebook' && clients.facebook) return facebookCredential(clients.facebook.appId);
  if (medium === 'apple' && clients.apple) return appleCredential(clients.apple);
  return Promise.reject(new SocialUnavailableError(medium));
}
