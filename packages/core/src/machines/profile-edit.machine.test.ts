import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import { memoryStorage } from '../ports.js';
import { translate, translator } from '../i18n/index.js';
import type { AuthCall } from '../domain/auth.js';
import type { ProfileSource } from '../domain/profile.js';
import {
  pickedPhotoProblem,
  profileEditMachine,
  profileEditView,
  profileOtpSession,
  provideProfileEditMachine,
} from './profile-edit.machine.js';
import {
  profileEditFixtures as f,
  profileEditModelPaths,
  type ProfileEditModelEvent,
} from './profile-edit.model.js';
import type { OtpContext } from './otp.types.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';
import { checkBe, checkEqual } from '../testing/quiet-expect.js';

type Snapshot = SnapshotFrom<typeof profileEditMachine>;

/** The fake `auth` names its calls: the update, the dialog's check and its resend. */
const callName = (call: AuthCall) => {
  if (call.op !== 'update-profile') return call.op;
  return call.body.otp !== undefined ? 'verify' : 'update';
};

function harness(input = f.input, locale = 'en') {
  const storage = memoryStorage();
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const machine = provideProfileEditMachine({
    actors: {
      auth: fromPromise<unknown, AuthCall>(({ input: call }) => calls.start(callName(call), call)),
      reloadProfile: fromPromise<ProfileSource | null>(() => calls.start('reloadProfile', null)),
      firebaseSend: fromPromise<{ sessionInfo: string }, { phone: string }>(({ input: i }) =>
        calls.start('firebaseSend', i),
      ),
    },
    storage,
    clock: { now: () => 1_750_000_000_000 },
    notifier,
    t: translator(locale),
  });
  const actor = createActor(machine, { input, clock: new SimulatedClock() });
  actor.start();
  return { actor, storage, notifier, calls };
}

type Harness = ReturnType<typeof harness>;

function otpChild(h: Harness): AnyActorRef {
  const child = h.actor.getSnapshot().children.otp as AnyActorRef | undefined;
  if (child == null) throw new Error('no OTP dialog');
  return child;
}

async function apply(h: Harness, event: ProfileEditModelEvent): Promise<void> {
  if (event.type === 'xstate.done.actor.otp') {
    // Type the code in the dialog and let the server take it.
    const { response, code } = (event as { output: { response: unknown; code: string } }).output;
    const child = otpChild(h);
    child.send({ type: 'CHANGE', code });
    child.send({ type: 'SUBMIT' });
    await settle();
    h.calls.resolve('verify', response);
    await settle();
  } else {
    await replayEvent(h, event);
  }
}

const en = (key: string, vars?: Record<string, string>) => translate('en', key, vars);

describe('profileEditMachine (model-based)', () => {
  const paths = profileEditModelPaths();

  it('finds the paths of every state', () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  for (const chunk of chunkPaths(paths)) {
    it(`replays ${chunk.name}`, async () => {
      await replayPaths(chunk, async (path) => {
        const h = harness();
        let where = '';
        let prev: Snapshot = h.actor.getSnapshot();
        for (const step of path.steps) {
          const event = step.event as ProfileEditModelEvent | { type: 'xstate.init' };
          const toastsBefore = h.notifier.toasts.length;
          const callsBefore = h.calls.calls.length;
          if (event.type !== 'xstate.init') await apply(h, event);
          where += ` → ${event.type}`;
          const snap: Snapshot = h.actor.getSnapshot();
          checkEqual(snap.value, step.state.value, where);
          checkEqual(snap.context, step.state.context, where);
          const state = String(snap.value);
          const toasts = h.notifier.toasts.slice(toastsBefore);
          const calls = h.calls.calls.slice(callsBefore);

          // The update sends the form as spec §3's payload, checked against the profile.
          if (state === 'submitting' && String(prev.value) === 'editing') {
            checkEqual(
              calls,
              [{ name: 'update', input: { op: 'update-profile', body: snap.context.update } }],
              where,
            );
            expect(snap.context.update, where).not.toBeNull();
          }
          // A code sent opens the dialog on the new e-mail or phone, through Firebase if so.
          if (state === 'otp') {
            const child = otpChild(h).getSnapshot() as { context: OtpContext };
            checkEqual(child.context.session, snap.context.otp, where);
            expect(child.context.session.purpose).toBe('profile-update');
            const firebase = child.context.session.channel === 'firebase';
            if (event.type.startsWith('xstate.done.actor.')) {
              checkBe(toasts.length, 1, where);
              checkBe(h.calls.isPending('firebaseSend'), firebase, where);
            }
          }
          // Done: 'Updated successfully.' and the profile refetched; then the edit closes.
          if (state === 'saved') {
            checkEqual(toasts, [{ kind: 'success', message: 'Updated successfully.' }], where);
            checkBe(h.calls.isPending('reloadProfile'), true, where);
          }
          if (event.type === 'xstate.error.actor.update') {
            const expected =
              (event as { error: unknown }).error === f.errors.emailTaken
                ? 'The email has already been taken.'
                : en('common.error.network');
            checkEqual(toasts, [{ kind: 'error', message: expected }], where);
          }
          if (event.type === 'PICK_PHOTO' && snap.context.photoError) {
            checkEqual(
              toasts,
              [{ kind: 'error', message: 'Only JPG, PNG, JPEG or GIF images are supported.' }],
              where,
            );
          }
          checkBe(profileEditView(snap).busy, state === 'submitting' || state === 'saved', where);
          prev = snap;
        }
        h.actor.stop();
      });
    });
  }

  it('reaches every state of the machine', () => {
    const ends = paths.map((p) => p.state);
    for (const leaf of leafStates(profileEditMachine)) {
      checkBe(
        ends.some((s) => s.matches(leaf.key as never)),
        true,
        leaf.id,
      );
    }
  });
});

describe('profileEditMachine', () => {
  it('changes the e-mail through the code sent to it, then refetches and closes', async () => {
    const h = harness();
    h.actor.send({ type: 'EDIT' });
    h.actor.send({ type: 'CHANGE', field: 'email', value: 'Sara.New@example.com' });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.calls.calls.at(-1)).toEqual({
      name: 'update',
      input: {
        op: 'update-profile',
        body: {
          name: 'Sara Haddad',
          email: 'sara.new@example.com',
          phone: '+971500000001',
          button_type: 'email',
        },
      },
    });
    h.calls.resolve('update', f.answers.emailCode);
    await settle();
    expect(h.actor.getSnapshot().value).toBe('otp');
    expect(h.notifier.toasts.at(-1)?.message).toBe('We sent a code to your new e-mail.');
    const child = otpChild(h);
    child.send({ type: 'CHANGE', code: '482913' });
    child.send({ type: 'SUBMIT' });
    await settle();
    expect(h.calls.calls.at(-1)?.input).toEqual({
      op: 'update-profile',
      body: {
        name: 'Sara Haddad',
        email: 'sara.new@example.com',
        phone: '+971500000001',
        button_type: 'email',
        otp: '482913',
        verification_on: 'email',
        verification_medium: 'email',
      },
    });
    h.calls.resolve('verify', { message: 'Updated successfully.' });
    await settle();
    expect(h.actor.getSnapshot().value).toBe('saved');
    h.calls.resolve('reloadProfile', { ...f.input.profile, email: 'sara.new@example.com' });
    await settle();
    expect(h.actor.getSnapshot().value).toBe('viewing');
    expect(h.actor.getSnapshot().context.profile.email).toBe('sara.new@example.com');
  });

  it('keeps only digits and a leading + in the phone, and refuses an empty name with the message', async () => {
    const h = harness(f.input, 'ar');
    h.actor.send({ type: 'EDIT' });
    h.actor.send({ type: 'CHANGE', field: 'phone', value: '+971 (50) 000-0009x' });
    expect(h.actor.getSnapshot().context.values.phone).toBe('+971500000009');
    h.actor.send({ type: 'CHANGE', field: 'name', value: '' });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.actor.getSnapshot().value).toBe('editing');
    expect(profileEditView(h.actor.getSnapshot()).fieldErrors.name?.message).toBe(
      'Name is required',
    );
    // Nothing changed: 'No changes found to update.'
    h.actor.send({ type: 'RESET' });
    h.actor.send({ type: 'SUBMIT' });
    expect(h.notifier.toasts.at(-1)).toEqual({
      kind: 'info',
      message: translate('ar', 'profile.noChanges'),
    });
    expect(h.calls.calls).toEqual([]);
  });

  it('starts the Firebase check for a phone code sent through Firebase', async () => {
    const h = harness({ ...f.input, firebaseOtp: true });
    h.actor.send({ type: 'EDIT' });
    h.actor.send({ type: 'CHANGE', field: 'phone', value: '+971500000009' });
    h.actor.send({ type: 'SUBMIT' });
    h.calls.resolve('update', f.answers.firebaseCode);
    await settle();
    expect(h.calls.calls.at(-1)).toEqual({
      name: 'firebaseSend',
      input: { phone: '+971500000009' },
    });
    expect(h.actor.getSnapshot().context.otp?.channel).toBe('firebase');
  });

  it('shows a refusal beside its field and toasts every message', async () => {
    const h = harness();
    h.actor.send({ type: 'EDIT' });
    h.actor.send({ type: 'CHANGE', field: 'email', value: 'omar@example.com' });
    h.actor.send({ type: 'SUBMIT' });
    h.calls.reject('update', f.errors.emailTaken);
    await settle();
    const view = profileEditView(h.actor.getSnapshot());
    expect(view.step).toBe('editing');
    expect(view.fieldErrors.email?.message).toBe('The email has already been taken.');
  });

  it('tells a photo by its bytes and its size', () => {
    expect(pickedPhotoProblem(f.photo)).toBeNull();
    expect(pickedPhotoProblem(f.disguised)).toBe('unsupported');
    expect(
      pickedPhotoProblem({ name: 'big.png', type: 'image/png', size: 3_000_000, dataUrl: null }),
    ).toBe('tooLarge');
    expect(
      pickedPhotoProblem({ name: 'a.webp', type: 'image/webp', size: 10, dataUrl: null }),
    ).toBe('unsupported');
  });

  it('takes a photo, shows it, and lets it go again', () => {
    const h = harness();
    h.actor.send({ type: 'EDIT' });
    h.actor.send({ type: 'PICK_PHOTO', photo: f.photo });
    expect(profileEditView(h.actor.getSnapshot()).photo).toEqual(f.photo);
    h.actor.send({ type: 'CLEAR_PHOTO' });
    expect(profileEditView(h.actor.getSnapshot()).photo).toBeNull();
  });

  it('resends the update without a code, naming the change', () => {
    const session = profileOtpSession(
      { name: 'Sara', email: 'new@example.com', phone: '+971500000009', otp: '111111' },
      'phone',
      'SMS',
    );
    expect(session).toMatchObject({
      channel: 'phone',
      destination: '+971500000009',
      resend: { op: 'update-profile', body: { button_type: 'phone' } },
    });
    expect(session.resend?.op === 'update-profile' && session.resend.body.otp).toBeUndefined();
  });
});
