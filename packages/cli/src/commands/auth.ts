/**
 * `storefront auth …`: sign-in, sign-up, OTP, forgot password, logout and the signed-in
 * customer, through core's machines (the web app's): `auth login` and `auth signup` drive the
 * auth modal (with its OTP dialog child), `auth otp verify` the OTP dialog alone (a code that
 * arrived after an earlier command), `auth forgot-password` the three-step forgot-password
 * machine, `auth logout` the logout machine (confirmed at once). The token goes to the session
 * file (key `token`); the stored guest id is sent so a guest's cart moves to the customer.
 *
 * A code given with `--otp` to `auth login --otp-login` or `auth forgot-password` is one that an
 * earlier command had sent: the code request is then not sent again (the server refuses a new
 * code within 60 s); the machines go on from the answer a request gives.
 */
import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { fromPromise } from 'xstate';
import {
  authModalInput,
  authModalView,
  authSettings,
  fieldErrorText,
  forgotPasswordStep,
  isSignedIn,
  nextAuthStep,
  otpFormSchema,
  provideAuthModalMachine,
  provideForgotPasswordMachine,
  provideLogoutMachine,
  provideOtpMachine,
  readSession,
  STORAGE_KEYS,
  toAuthResponse,
  validate,
  type AuthCall,
  type AuthModalContext,
  type FieldError,
  type ModuleType,
  type OtpContext,
  type OtpSession,
} from '@storefront/core';
import { getCustomer, sendAuthCall, type Customer } from '@storefront/core/api/account';
import { unwrap } from '@storefront/core/api/calls';
import { isApiError } from '@storefront/core/api/errors';
import type { Context, Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { toFailure } from '../failure.js';
import { settle, startMachine } from '../machines/run.js';
import { keyValues } from '../output.js';

// ---------------------------------------------------------------- the API side

export function formatCustomer(customer: Customer): string {
  return keyValues([
    ['Name', customer.name || '-'],
    ['Phone', customer.phone ?? '-'],
    ['E-mail', customer.email ?? '-'],
    ['Orders', String(customer.orderCount)],
  ]);
}

/** The answer the server gives to an OTP sign-in request (a code was sent). */
const CODE_SENT_ANSWER = {
  token: null,
  is_phone_verified: 0,
  is_email_verified: 0,
  is_personal_info: 1,
  is_exist_user: null,
  login_type: 'otp',
  email: null,
};

/** Whether a call asks for a new code (rather than checking one). */
function requestsCode(call: AuthCall): boolean {
  if (call.op === 'forgot-password') return true;
  return call.op === 'login' && call.body.login_type === 'otp' && call.body.otp === undefined;
}

/**
 * The machines' actors over the API. `haveCode`: the customer already has a code (`--otp`), so
 * a code request is answered here instead of sending another. `lastError` keeps the last
 * failure (its exit status and code).
 */
function authActors(context: Context, options: { haveCode: boolean }) {
  const state: { lastError: unknown; customer: Customer | null } = {
    lastError: null,
    customer: null,
  };
  const auth = fromPromise<unknown, AuthCall>(async ({ input, signal }) => {
    if (options.haveCode && requestsCode(input)) {
      return input.op === 'forgot-password'
        ? { message: 'The code given with --otp is used: no new code was requested.' }
        : CODE_SENT_ANSWER;
    }
    try {
      return await sendAuthCall(context.api, input, signal);
    } catch (error) {
      state.lastError = error;
      throw error;
    }
  });
  const reloadSession = fromPromise<unknown, { moduleType: ModuleType | null }>(async () => {
    state.customer = await getCustomer(context.api);
    return state.customer;
  });
  const firebaseSend = fromPromise<{ sessionInfo: string }, { phone: string }>(() =>
    Promise.reject(
      new Error('Firebase phone codes need a browser: sign in with the web app, or by password'),
    ),
  );
  return { auth, reloadSession, firebaseSend, state };
}

/** The failure a flow ended with: the last call's error (already shown as a toast). */
function lastFailure(context: Context, error: unknown): CliError {
  const toast = context.notifier.toasts.filter((t) => t.kind === 'error').at(-1);
  if (error != null) {
    const failure = toFailure(error, context.apiRoot);
    const cli = new CliError(
      isApiError(error) && toast ? toast.message : failure.message,
      failure.exitCode,
      failure.code,
    );
    cli.reported = toast != null;
    return cli;
  }
  const cli = new CliError(toast?.message ?? context.t('common.error.generic'), EXIT.failure);
  cli.reported = toast != null;
  return cli;
}

/** Field errors as a usage error: `--flag: message` per field. */
function fieldErrors(errors: FieldError[], flags: Record<string, string>, t: Context['t']) {
  return usageError(
    errors.map((e) => `${flags[e.code] ?? `--${e.code}`}: ${fieldErrorText(e, t)}`).join('\n'),
  );
}

// ---------------------------------------------------------------- the terminal

/** Reads a line from the terminal (null when stdin or stdout is not a terminal). */
export async function askText(question: string): Promise<string | null> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return null;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

export type Ask = (question: string) => Promise<string | null>;

/** A code from the terminal, checked with core's OTP form ('field is empty', 6 digits). */
function checkedCode(code: string, t: Context['t']): string {
  const result = validate(otpFormSchema, { otp: code }, t);
  if (!result.success) throw fieldErrors(result.errors, { otp: '--otp' }, t);
  return result.data.otp;
}

interface OtpChildRef {
  send(event: { type: 'CHANGE'; code: string } | { type: 'SUBMIT' }): void;
  getSnapshot(): { status: string; context: OtpContext; hasTag(tag: string): boolean };
  subscribe(observer: (snapshot: unknown) => void): { unsubscribe(): void };
}

/** Types the code into an OTP dialog and verifies it; a refused code fails with its message. */
async function verifyInDialog(
  context: Context,
  child: OtpChildRef,
  code: string,
  lastError: () => unknown,
): Promise<void> {
  child.send({ type: 'CHANGE', code });
  child.send({ type: 'SUBMIT' });
  const done = await settle(
    child as never,
    (s: { status: string; context: OtpContext; hasTag(tag: string): boolean }) =>
      s.status === 'done' || (!s.hasTag('busy') && s.context.error != null),
    'Verifying the code',
  );
  if ((done as { status: string }).status !== 'done') throw lastFailure(context, lastError());
}

// ---------------------------------------------------------------- login and sign-up

export type AuthOutcome =
  | { status: 'signed_in'; customer: Customer | null }
  | { status: 'otp_required'; destination: string; next: string };

interface ModalOptions {
  origin: 'signIn' | 'signUp';
  otp?: string;
  name?: string;
  ask: Ask;
}

const LOGIN_FLAGS = { email_or_phone: '--phone', password: '--password', phone: '--phone' };
const SIGN_UP_FLAGS = {
  name: '--name',
  email: '--email',
  phone: '--phone',
  password: '--password',
  confirm_password: '--password',
  ref_code: '--ref-code',
  terms: '--accept-terms',
};

/** Runs the auth modal from a submitted form to signed in (or a code still to enter). */
async function runAuthModal(
  context: Context,
  submit: { type: 'SUBMIT_LOGIN' | 'SUBMIT_OTP_LOGIN' | 'SUBMIT_SIGN_UP'; values: object },
  options: ModalOptions,
): Promise<AuthOutcome> {
  const config = await unwrap(context.api.GET('/config'));
  const settings = authSettings(config);
  const actors = authActors(context, {
    haveCode: submit.type === 'SUBMIT_OTP_LOGIN' && options.otp != null,
  });
  const machine = provideAuthModalMachine({
    actors,
    storage: context.storage,
    clock: { now: () => Date.now() },
    notifier: context.notifier,
    navigator: context.navigator,
    t: context.t,
  });
  const actor = startMachine(
    context,
    machine,
    authModalInput(context.storage, settings, options.origin),
  );
  try {
    if (submit.type === 'SUBMIT_OTP_LOGIN') {
      const view = authModalView(actor.getSnapshot());
      if (!view.login.otpForm && view.login.signInWithOtp) actor.send({ type: 'SIGN_IN_WITH_OTP' });
      if (!authModalView(actor.getSnapshot()).login.otpForm) {
        throw new CliError('Sign-in by OTP is not enabled on this server', EXIT.failure, 'mode');
      }
    }
    if (submit.type === 'SUBMIT_LOGIN' && !authModalView(actor.getSnapshot()).login.manualForm) {
      throw new CliError('Sign-in by password is not enabled on this server', EXIT.failure, 'mode');
    }
    actor.send({ ...submit, values: submit.values } as never);
    const flags = options.origin === 'signUp' ? SIGN_UP_FLAGS : LOGIN_FLAGS;
    let codeUsed = false;
    let nameGiven = false;
    for (let round = 0; round < 10; round += 1) {
      const snapshot = await settle(actor, (s) => !s.hasTag('busy'), 'Signing in');
      const modal = snapshot.context as AuthModalContext;
      const view = authModalView(snapshot);
      if (view.step === 'done') return { status: 'signed_in', customer: actors.state.customer };
      if (view.step === 'sign-in' || view.step === 'sign-up' || view.step === 'closed') {
        if (modal.fieldErrors.length > 0) throw fieldErrors(modal.fieldErrors, flags, context.t);
        throw lastFailure(context, actors.state.lastError);
      }
      if (view.step === 'otp') {
        const session = modal.otp;
        const child = snapshot.children.otp as OtpChildRef | undefined;
        if (session == null || child == null) throw new CliError('No OTP dialog', EXIT.failure);
        if (codeUsed) throw lastFailure(context, actors.state.lastError);
        const typed =
          options.otp ?? (await options.ask(`Enter the code sent to ${session.destination}: `));
        if (typed == null) {
          const next =
            session.resend?.op === 'login' && session.resend.body.login_type === 'otp'
              ? `storefront auth login --otp-login --phone ${session.destination} --otp CODE`
              : `storefront auth otp verify --phone ${session.destination} --otp CODE`;
          return { status: 'otp_required', destination: session.destination, next };
        }
        codeUsed = true;
        await verifyInDialog(context, child, checkedCode(typed, context.t), () => {
          return actors.state.lastError;
        });
        continue;
      }
      if (view.step === 'user_info') {
        if (options.name == null || nameGiven) {
          throw new CliError(
            'This account has no name yet: run again with --name NAME',
            EXIT.failure,
            'user_info',
          );
        }
        nameGiven = true;
        actor.send({ type: 'SUBMIT_USER_INFO', values: { name: options.name } });
        continue;
      }
      throw new CliError(
        view.step === 'is_exist_user'
          ? `An account already uses this contact (${view.existingUser?.name ?? ''}): sign in with the web app to link it`
          : 'This sign-in needs the web app',
        EXIT.failure,
        view.step,
      );
    }
    throw new CliError('The sign-in did not finish', EXIT.failure);
  } finally {
    actor.stop();
  }
}

function printOutcome(context: Context, outcome: AuthOutcome): void {
  context.output.result({ ...outcome, toasts: context.notifier.toasts }, () =>
    outcome.status === 'signed_in'
      ? outcome.customer
        ? `Signed in as ${outcome.customer.name || outcome.customer.phone || outcome.customer.id}`
        : 'Signed in'
      : `A code was sent to ${outcome.destination}. Enter it with:\n  ${outcome.next}`,
  );
}

// ---------------------------------------------------------------- OTP verify (alone)

/**
 * Verifies the phone of an account with a code sent by an earlier command (sign-up, or a
 * password sign-in of an unverified phone): the OTP dialog alone, its countdown restored from
 * the session; a verified answer with a token signs in.
 */
async function verifyPhone(context: Context, phone: string, code: string): Promise<AuthOutcome> {
  const config = await unwrap(context.api.GET('/config'));
  const settings = authSettings(config);
  const actors = authActors(context, { haveCode: false });
  const session: OtpSession = {
    purpose: 'sign-up',
    channel: 'phone',
    destination: phone,
    identity: { phone },
    loginType: 'manual',
    guestId: readSession(context.storage).guestId?.trim() || null,
    resend: null,
  };
  const machine = provideOtpMachine({
    actors: { auth: actors.auth, firebaseSend: actors.firebaseSend },
    storage: context.storage,
    clock: { now: () => Date.now() },
    notifier: context.notifier,
    t: context.t,
  });
  const actor = startMachine(context, machine, { session, start: 'restore' });
  try {
    await verifyInDialog(context, actor as unknown as OtpChildRef, code, () => {
      return actors.state.lastError;
    });
    const response = toAuthResponse((actor.getSnapshot().context as OtpContext).response);
    const step = nextAuthStep(response, settings);
    if (step.step !== 'done') {
      throw new CliError(
        'The phone is verified; sign in with: storefront auth login --phone PHONE --password PASSWORD',
        EXIT.failure,
        step.step,
      );
    }
    context.storage.set(STORAGE_KEYS.token, step.token);
    const customer = await getCustomer(context.api);
    context.notifier.notify('success', context.t('auth.toast.loggedIn'));
    return { status: 'signed_in', customer };
  } finally {
    actor.stop();
  }
}

// ---------------------------------------------------------------- forgot password

/**
 * The phone as the forgot-password form takes it: the country code and the 10 digits beside
 * it (a full international number is split there).
 */
export function splitPhone(phone: string): { dial_code: string; phone: string } {
  const digits = phone.replace(/\D/g, '');
  const national = digits.slice(-10);
  return { dial_code: digits.slice(0, Math.max(0, digits.length - 10)), phone: national };
}

interface ForgotOptions {
  phone?: string;
  email?: string;
  otp?: string;
  newPassword?: string;
}

async function forgotPassword(context: Context, options: ForgotOptions, ask: Ask) {
  const values =
    options.email != null
      ? { verification_method: 'email', email: options.email }
      : options.phone != null
        ? { verification_method: 'phone', ...splitPhone(options.phone) }
        : null;
  if (values == null) throw usageError('give --phone PHONE (or --email EMAIL)');
  const actors = authActors(context, { haveCode: options.otp != null });
  const opened: string[] = [];
  const machine = provideForgotPasswordMachine({
    actors: { auth: actors.auth, firebaseSend: actors.firebaseSend },
    storage: context.storage,
    clock: { now: () => Date.now() },
    notifier: context.notifier,
    navigator: context.navigator,
    openAuth: (mode) => opened.push(mode),
    t: context.t,
  });
  const actor = startMachine(context, machine, undefined);
  const flags = { phone: '--phone', dial_code: '--phone', email: '--email' };
  try {
    actor.send({ type: 'SUBMIT_REQUEST', values });
    let snapshot = await settle(actor, (s) => !s.hasTag('busy'), 'Requesting a code');
    if (forgotPasswordStep(snapshot) === 0) {
      const errors = snapshot.context.fieldErrors;
      if (errors.length > 0) throw fieldErrors(errors, flags, context.t);
      throw lastFailure(context, actors.state.lastError);
    }
    const destination = options.email ?? options.phone ?? '';
    const typed = options.otp ?? (await ask(`Enter the code sent to ${destination}: `));
    if (typed == null) {
      const by = options.email != null ? `--email ${options.email}` : `--phone ${destination}`;
      return {
        status: 'otp_required' as const,
        destination,
        next: `storefront auth forgot-password ${by} --otp CODE --new-password PASSWORD`,
      };
    }
    const code = checkedCode(typed, context.t);
    const password = options.newPassword ?? (await ask('New password: '));
    if (password == null) throw usageError('--new-password: Password is required');
    const child = snapshot.children.otp as OtpChildRef | undefined;
    if (child == null) throw new CliError('No OTP dialog', EXIT.failure);
    await verifyInDialog(context, child, code, () => actors.state.lastError);
    actor.send({
      type: 'SUBMIT_PASSWORD',
      values: { password, confirm_password: password },
    });
    snapshot = await settle(actor, (s) => !s.hasTag('busy'), 'Setting the new password');
    if (forgotPasswordStep(snapshot) !== 3) {
      const errors = snapshot.context.fieldErrors;
      if (errors.length > 0) {
        throw fieldErrors(
          errors,
          { password: '--new-password', confirm_password: '--new-password' },
          context.t,
        );
      }
      throw lastFailure(context, actors.state.lastError);
    }
    return { status: 'password_reset' as const, next: 'storefront auth login' };
  } finally {
    actor.stop();
  }
}

// ---------------------------------------------------------------- logout

async function logout(context: Context): Promise<void> {
  if (!isSignedIn(readSession(context.storage))) {
    throw new CliError('You are not signed in', EXIT.failure, 'not_signed_in');
  }
  const machine = provideLogoutMachine({
    actors: {
      revokeToken: fromPromise<unknown>(() => unwrap(context.api.POST('/customer/logout'))),
      // The next command reads the cart from the server (the guest's, with the token gone).
      refetchCart: fromPromise<unknown>(() => Promise.resolve(null)),
    },
    storage: context.storage,
    notifier: context.notifier,
    navigator: context.navigator,
    t: context.t,
    // A command line keeps no user, wishlist, cart or menu state between commands.
    clearUser: () => undefined,
    clearWishlist: () => undefined,
    clearCart: () => undefined,
    closeMenu: () => undefined,
  });
  const actor = startMachine(context, machine, undefined);
  try {
    actor.send({ type: 'LOGOUT', path: '/home' });
    actor.send({ type: 'CONFIRM' });
    await settle(actor, (s) => s.status === 'done', 'Signing out');
  } finally {
    actor.stop();
  }
}

// ---------------------------------------------------------------- commands

export function registerAuthCommands(program: Command, run: Runner, ask: Ask = askText): void {
  const auth = program
    .command('auth')
    .description('sign in (password or OTP), sign up, verify a code, reset a password, sign out');

  auth
    .command('login')
    .description('sign in with the phone (or e-mail) and password, or by a code sent by SMS')
    .requiredOption('--phone <phone>', 'the phone (or, with --password, the e-mail)')
    .option('--password <password>', 'the password (manual sign-in)')
    .option('--otp-login', 'sign in by a code sent to the phone')
    .option('--otp <code>', 'the code (else it is read from the terminal)')
    .option('--name <name>', 'the name of a new account (OTP sign-in of a new phone)')
    .action(
      run(
        async (
          context,
          options: {
            phone: string;
            password?: string;
            otpLogin?: boolean;
            otp?: string;
            name?: string;
          },
        ) => {
          if ((options.password == null) === (options.otpLogin !== true)) {
            throw usageError('give --password PASSWORD, or --otp-login');
          }
          const outcome = options.otpLogin
            ? await runAuthModal(
                context,
                { type: 'SUBMIT_OTP_LOGIN', values: { phone: options.phone } },
                { origin: 'signIn', otp: options.otp, name: options.name, ask },
              )
            : await runAuthModal(
                context,
                {
                  type: 'SUBMIT_LOGIN',
                  values: { email_or_phone: options.phone, password: options.password },
                },
                { origin: 'signIn', otp: options.otp, ask },
              );
          printOutcome(context, outcome);
        },
      ),
    );

  auth
    .command('signup')
    .description('create an account, then verify the phone with the code sent to it')
    .requiredOption('--name <name>', 'your name')
    .requiredOption('--phone <phone>', 'the phone, international (+971…)')
    .requiredOption('--email <email>', 'the e-mail')
    .requiredOption('--password <password>', 'the password (at least 6 characters)')
    .option('--ref-code <code>', 'a referral code')
    .option('--otp <code>', 'the code (else it is read from the terminal)')
    .action(
      run(
        async (
          context,
          options: {
            name: string;
            phone: string;
            email: string;
            password: string;
            refCode?: string;
            otp?: string;
          },
        ) => {
          const outcome = await runAuthModal(
            context,
            {
              type: 'SUBMIT_SIGN_UP',
              values: {
                name: options.name,
                phone: options.phone,
                email: options.email,
                password: options.password,
                confirm_password: options.password,
                ref_code: options.refCode ?? '',
                // Running the command accepts the terms and conditions (docs/cli.md).
                terms: true,
              },
            },
            { origin: 'signUp', otp: options.otp, ask },
          );
          printOutcome(context, outcome);
        },
      ),
    );

  const otp = auth.command('otp').description('codes sent by an earlier command');
  otp
    .command('verify')
    .description("verify an account's phone with the code sent to it (after sign-up)")
    .requiredOption('--phone <phone>', 'the phone the code was sent to')
    .requiredOption('--otp <code>', 'the 6-digit code')
    .action(
      run(async (context, options: { phone: string; otp: string }) => {
        const code = checkedCode(options.otp, context.t);
        const phone = options.phone.replace(/[\s\-.()]/g, '');
        const outcome = await verifyPhone(
          context,
          phone.startsWith('+') ? phone : `+${phone}`,
          code,
        );
        printOutcome(context, outcome);
      }),
    );

  auth
    .command('forgot-password')
    .description('request a code, verify it and set a new password')
    .option('--phone <phone>', 'the phone of the account, international (+971…)')
    .option('--email <email>', 'or the e-mail of the account')
    .option('--otp <code>', 'the code received (else read from the terminal)')
    .option('--new-password <password>', 'the new password (else read from the terminal)')
    .action(
      run(async (context, options: ForgotOptions) => {
        const result = await forgotPassword(context, options, ask);
        context.output.result({ ...result, toasts: context.notifier.toasts }, () =>
          result.status === 'otp_required'
            ? `A code was sent to ${result.destination}. Finish with:\n  ${result.next}`
            : `Sign in with the new password: ${result.next}`,
        );
      }),
    );

  auth
    .command('logout')
    .description('sign out: the token is revoked and removed from the session')
    .action(
      run(async (context) => {
        await logout(context);
        // The toast 'Logout successful.' is the human output.
        if (context.output.json) {
          context.output.result({ signedOut: true, toasts: context.notifier.toasts }, () => '');
        }
      }),
    );

  auth
    .command('whoami')
    .description('the signed-in customer')
    .action(
      run(async (context) => {
        if (!isSignedIn(readSession(context.storage))) {
          throw new CliError(
            'You are not signed in (storefront auth login)',
            EXIT.failure,
            'not_signed_in',
          );
        }
        const customer = await getCustomer(context.api);
        context.output.result(customer, () => formatCustomer(customer));
      }),
    );
}
