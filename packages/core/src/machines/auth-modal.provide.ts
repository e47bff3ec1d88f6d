/** `authModalMachine` bound to ports: its input from storage, and the ports it needs. */
import type { Clock, KeyValueStorage, NavigatorPort, Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import type { AuthSettings } from '../domain/auth.js';
import { parseZoneIds, readSession, STORAGE_KEYS } from '../domain/session.js';
import { showToast } from './effects.js';
import type { AuthMode } from './checkout-gate.machine.js';
import type { OtpApiActors } from './otp.machine.js';
import { provideOtpMachine } from './otp.provide.js';
import type { AuthModalInput } from './auth-modal.types.js';
import { authModalMachine, type AuthModalApiActors } from './auth-modal.machine.js';

/** The machine's input from storage and the configuration's settings. */
export function authModalInput(
  storage: KeyValueStorage,
  settings: AuthSettings,
  mode: AuthMode = 'signIn',
): AuthModalInput {
  const session = readSession(storage);
  return {
    settings,
    guestId: session.guestId?.trim() || null,
    zoneStored: parseZoneIds(session.zoneId).length > 0,
    moduleType: session.module?.module_type ?? null,
    mode,
  };
}
/** What `provideAuthModalMachine` needs. */
export interface AuthModalMachineDeps {
  /** `auth` sends an `AuthCall`; `reloadSession` refetches profile, cart and wishlist. */
  actors: AuthModalApiActors & { firebaseSend: OtpApiActors['firebaseSend'] };
  storage: KeyValueStorage;
  clock: Clock;
  notifier: Notifier;
  navigator: NavigatorPort;
  t: Translate;
}

/** The auth modal wired to ports (with its OTP dialog): the same machine for web and CLI. */
export function provideAuthModalMachine(deps: AuthModalMachineDeps) {
  const otp = provideOtpMachine({
    actors: { auth: deps.actors.auth, firebaseSend: deps.actors.firebaseSend },
    storage: deps.storage,
    clock: deps.clock,
    notifier: deps.notifier,
    t: deps.t,
  });
  return authModalMachine.provide({
    actors: { auth: deps.actors.auth, reloadSession: deps.actors.reloadSession, otp },
    actions: {
      storeToken: (_, { token }) => deps.storage.set(STORAGE_KEYS.token, token),
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      navigate: (_, params) => deps.navigator.go(params.path),
    },
  });
}
