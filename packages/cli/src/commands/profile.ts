/**
 * `storefront profile …`: the signed-in customer's profile (reference §4.10; storefront §2 'Profile
 * edit', §4 'Profile update', 'Account deletion'), through core's machines (the web app's):
 *
 * - `profile show`: GET customer/info: name, phone and e-mail with their verified marks, the
 *   photo's link, the member-since date and the order count.
 * - `profile edit [--name N] [--email E] [--phone P] [--password PW] [--image FILE] [--otp CODE]`:
 *   the profile edit machine with the form filled from the profile and the options put in (the
 *   same form rules and messages: name and e-mail required, the phone's digits and leading +,
 *   the photo JPG, PNG, JPEG or GIF up to 2 MB by its name and bytes, the password at least 8
 *   with manual login on). A new e-mail or phone needs a code: the first run sends it and ends
 *   with `otp_required` (exit 0); the same command with `--otp CODE` sends the update with the
 *   code (a new e-mail and a new phone: the e-mail first, then the phone, one run each). Nothing
 *   changed: 'No changes found to update.' (`unchanged`, exit 0).
 * - `profile delete --yes`: the account deletion machine, confirmed at once (without `--yes`: a
 *   usage error, exit 2); an ongoing order refuses it (exit 1, code `on-going`).
 */
import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Command } from 'commander';
import { fromPromise } from 'xstate';
import { sendAuthCall } from '@storefront/core/api/account';
import { unwrap } from '@storefront/core/api/calls';
import { getCustomerInfo, type CustomerInfo } from '@storefront/core/api/customer-info';
import { removeAccount } from '@storefront/core/api/profile';
import type { AuthCall } from '@storefront/core/domain/auth';
import {
  bytesDataUrl,
  PROFILE_PHOTO_MAX_BYTES,
  profileFormView,
  profileName,
  type ProfileSource,
} from '@storefront/core/domain/profile';
import { isSignedIn, readSession } from '@storefront/core/domain/session';
import { provideAccountDeletionMachine } from '@storefront/core/machines/account-deletion.machine';
import {
  profileEditView,
  provideProfileEditMachine,
  type PickedPhoto,
  type ProfileField,
} from '@storefront/core/machines/profile-edit.machine';
import { fieldErrorText } from '@storefront/core/schemas/auth';
import type { Context, Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { flowError } from '../failure.js';
import { settle, startMachine } from '../machines/run.js';
import { keyValues } from '../output.js';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

const FLAGS: Record<string, string> = {
  name: '--name',
  email: '--email',
  phone: '--phone',
  password: '--password',
  confirm_password: '--password',
  image: '--image',
};

function requireSignedIn(context: Context): void {
  if (!isSignedIn(readSession(context.storage))) {
    throw new CliError('You are not signed in', EXIT.failure, 'not_signed_in');
  }
}

/** The profile as `profile show` prints and `--json` gives it. */
function profileOf(info: CustomerInfo) {
  return {
    id: info.id,
    name: profileName(info),
    phone: info.phone,
    phoneVerified: info.is_phone_verified === 1,
    email: info.email,
    emailVerified: info.is_email_verified === 1,
    image: info.image_full_url ?? null,
    memberSinceDays: info.member_since_days,
    orderCount: info.order_count,
  };
}

function formatProfile(profile: ReturnType<typeof profileOf>): string {
  return keyValues([
    ['Name', profile.name || '-'],
    [
      'Phone',
      profile.phone ? `${profile.phone} (verified: ${profile.phoneVerified ? 'yes' : 'no'})` : '-',
    ],
    [
      'E-mail',
      profile.email ? `${profile.email} (verified: ${profile.emailVerified ? 'yes' : 'no'})` : '-',
    ],
    ['Photo', profile.image ?? '-'],
    ['Member for', `${profile.memberSinceDays} days`],
    ['Orders', String(profile.orderCount)],
  ]);
}

/** A photo file for the machine: its name, type by extension and bytes (unless too large). */
async function photoFile(context: Context, file: string): Promise<PickedPhoto> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    throw usageError(context.t('profile.cli.imageRead', { file }));
  }
  const type = TYPES[extname(file).toLowerCase()] ?? '';
  const size = bytes.length;
  const dataUrl =
    size > 0 && size <= PROFILE_PHOTO_MAX_BYTES
      ? bytesDataUrl(new Uint8Array(bytes), type || 'application/octet-stream')
      : null;
  return { name: basename(file), type, size, dataUrl };
}

interface EditOptions {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  image?: string;
  otp?: string;
}

async function editProfile(context: Context, options: EditOptions): Promise<void> {
  requireSignedIn(context);
  const [info, config] = await Promise.all([
    getCustomerInfo(context.api),
    unwrap(context.api.GET('/config')),
  ]);
  if (options.otp !== undefined && !/^\d{6}$/.test(options.otp.trim())) {
    throw usageError(`--otp: ${context.t('auth.validation.otpDigits')}`);
  }
  const code = options.otp?.trim();
  // With --otp, the update goes with the code: the server checks it against the change waiting.
  const auth = fromPromise<unknown, AuthCall>(({ input, signal }) => {
    const call: AuthCall =
      code && input.op === 'update-profile' && input.body.otp === undefined
        ? { ...input, body: { ...input.body, otp: code } }
        : input;
    return sendAuthCall(context.api, call, signal);
  });
  const machine = provideProfileEditMachine({
    actors: {
      auth,
      reloadProfile: fromPromise<ProfileSource | null>(() => getCustomerInfo(context.api)),
      firebaseSend: fromPromise<{ sessionInfo: string }, { phone: string }>(() =>
        Promise.reject(new Error(context.t('profile.otp.firebaseUnavailable'))),
      ),
    },
    storage: context.storage,
    clock: { now: () => Date.now() },
    notifier: context.notifier,
    t: context.t,
  });
  const showsPassword = profileFormView(config, info).showsPassword;
  const actor = startMachine(context, machine, {
    profile: info,
    showsPassword,
    firebaseOtp: config.firebase_otp_verification === 1,
  });
  try {
    actor.send({ type: 'EDIT' });
    const set = (field: ProfileField, value: string | undefined) => {
      if (value !== undefined) actor.send({ type: 'CHANGE', field, value });
    };
    set('name', options.name);
    set('email', options.email);
    set('phone', options.phone);
    if (options.password !== undefined) {
      if (!showsPassword)
        throw usageError(`--password: ${context.t('profile.error.passwordNotAllowed')}`);
      set('password', options.password);
      set('confirm_password', options.password);
    }
    if (options.image !== undefined) {
      actor.send({ type: 'PICK_PHOTO', photo: await photoFile(context, options.image) });
      const refused = actor.getSnapshot().context.photoError;
      if (refused) {
        const failure = usageError(`--image: ${context.t(refused)}`);
        failure.reported = true;
        throw failure;
      }
    }
    const toasts = context.notifier.toasts.length;
    actor.send({ type: 'SUBMIT' });
    const submitted = actor.getSnapshot();
    const fieldErrors = profileEditView(submitted).fieldErrors;
    const invalid = Object.values(fieldErrors).filter((e) => e !== undefined);
    if (String(submitted.value) === 'editing' && invalid.length > 0) {
      throw usageError(
        invalid
          .map((e) => `${FLAGS[e.code] ?? `--${e.code}`}: ${fieldErrorText(e, context.t)}`)
          .join('\n'),
      );
    }
    if (String(submitted.value) === 'editing') {
      // The machine said 'No changes found to update.'.
      context.output.result({ status: 'unchanged', profile: profileOf(info) }, () =>
        context.notifier.toasts.length > toasts ? formatProfile(profileOf(info)) : '',
      );
      return;
    }
    const done = await settle(
      actor,
      (s) => !s.hasTag('busy') && ['viewing', 'editing', 'otp'].includes(String(s.value)),
      'Updating the profile',
    );
    const state = String(done.value);
    if (state === 'otp') {
      const session = done.context.otp!;
      context.output.result(
        {
          status: 'otp_required',
          verificationOn: session.channel === 'email' ? 'email' : 'phone',
          destination: session.destination,
          next: 'profile edit … --otp CODE',
        },
        () => context.t('profile.cli.otpNeeded', { destination: session.destination }),
      );
      return;
    }
    if (state === 'editing') {
      throw flowError(done.context.error, context.t, true);
    }
    const profile = profileOf(await getCustomerInfo(context.api));
    context.output.result({ status: 'updated', profile }, () => formatProfile(profile));
  } finally {
    actor.stop();
  }
}

async function deleteAccount(context: Context, yes: boolean): Promise<void> {
  requireSignedIn(context);
  if (!yes) throw usageError(context.t('profile.cli.deleteNeedsYes'));
  const machine = provideAccountDeletionMachine({
    actors: { removeAccount: fromPromise<unknown>(() => removeAccount(context.api)) },
    storage: context.storage,
    notifier: context.notifier,
    navigator: context.navigator,
    t: context.t,
    clearUser: () => undefined,
  });
  const actor = startMachine(context, machine, undefined);
  try {
    actor.send({ type: 'DELETE' });
    actor.send({ type: 'CONFIRM' });
    const done = await settle(actor, (s) => !s.hasTag('busy'), 'Deleting the account');
    if (done.status !== 'done') throw flowError(done.context.error, context.t, true);
    context.output.result({ status: 'deleted', toasts: context.notifier.toasts }, () => '');
  } finally {
    actor.stop();
  }
}

export function registerProfileCommands(program: Command, run: Runner): void {
  const profile = program
    .command('profile')
    .description("the signed-in customer's profile: show, edit, delete the account");

  profile
    .command('show')
    .description('the profile: name, phone, e-mail (verified or not), photo')
    .action(
      run(async (context) => {
        requireSignedIn(context);
        const shown = profileOf(await getCustomerInfo(context.api));
        context.output.result(shown, () => formatProfile(shown));
      }),
    );

  profile
    .command('edit')
    .description(
      'edit the profile (a new e-mail or phone is confirmed with the code sent to it: run again with --otp)',
    )
    .option('--name <name>', 'first and last name')
    .option('--email <email>', 'a new e-mail (a code is sent to it)')
    .option('--phone <phone>', 'a new phone (only while the phone is not verified; a code is sent)')
    .option('--password <password>', 'a new password (at least 8 characters)')
    .option('--image <file>', 'a photo: JPG, PNG, JPEG or GIF, up to 2 MB, 1:1')
    .option('--otp <code>', 'the code sent to the new e-mail or phone by the previous run')
    .action(run((context, options: EditOptions) => editProfile(context, options)));

  profile
    .command('delete')
    .description('delete the account (refused while an order runs)')
    .option('--yes', 'confirm: the account and its personal data are erased', false)
    .action(run((context, options: { yes: boolean }) => deleteAccount(context, options.yes)));
}
