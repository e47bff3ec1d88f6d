/** `otpMachine` bound to ports: the API actors, the clock, the stored countdown, toasts. */
import { assign } from 'xstate';
import type { Clock, KeyValueStorage, Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { otpDeadlineKey, restoreDeadline } from '../domain/auth.js';
import { showToast } from './effects.js';
import { otpMachine, type OtpApiActors } from './otp.machine.js';

/** What `provideOtpMachine` needs. */
export interface OtpMachineDeps {
  actors: OtpApiActors;
  storage: KeyValueStorage;
  clock: Clock;
  notifier: Notifier;
  t: Translate;
}

/** The OTP machine wired to ports: the same machine for the web app and the CLI. */
export function provideOtpMachine(deps: OtpMachineDeps) {
  return otpMachine.provide({
    actors: deps.actors,
    actions: {
      readClock: assign({ now: () => deps.clock.now() }),
      restoreDeadline: assign(({ context }) => ({
        deadline: restoreDeadline(
          deps.storage.get(otpDeadlineKey(context.session.purpose, context.session.destination)),
          context.now,
        ),
      })),
      persistDeadline: (_, { key, deadline }) => {
        if (deadline == null) deps.storage.remove(key);
        else deps.storage.set(key, String(deadline));
      },
      clearDeadline: (_, { key }) => deps.storage.remove(key),
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
    },
  });
}
