import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import { memoryStorage } from '../ports.js';
import { bytesDataUrl, type ProfileUpdateBody } from '../domain/profile.js';
import { otpVerifyCall, type OtpSession } from '../domain/auth.js';
import { isApiError } from './errors.js';
import { sendAuthCall } from './account.js';
import { removeAccount, updateProfile } from './profile.js';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);

interface Seen {
  method: string;
  path: string;
  type: string;
  headers: Headers;
  form: FormData | null;
}

/** The client over a fetch that records each request (its multipart form) and answers `answer`. */
function client(answer: { status?: number; body: unknown }) {
  const seen: Seen[] = [];
  const fetch = async (request: Request) => {
    const type = request.headers.get('content-type') ?? '';
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/v1', ''),
      type,
      headers: request.headers,
      form: type.startsWith('multipart/form-data') ? await request.formData() : null,
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const storage = memoryStorage({ token: 'tok-1' });
  const api = createApiClient({ baseUrl: 'http://api.test/api/v1', storage, fetch });
  return { api, seen };
}

const body: ProfileUpdateBody = {
  name: 'Sara Haddad',
  email: 'sara@example.com',
  phone: '+971500000001',
  image: {
    name: 'me.png',
    type: 'image/png',
    size: PNG.length,
    dataUrl: bytesDataUrl(PNG, 'image/png'),
  },
  button_type: 'email',
};

describe('updateProfile', () => {
  it('sends the multipart form of spec §3, the photo as a file of its bytes', async () => {
    const { api, seen } = client({ body: { message: 'Updated successfully.' } });
    await expect(updateProfile(api, body)).resolves.toEqual({
      kind: 'updated',
      message: 'Updated successfully.',
    });
    const request = seen[0]!;
    expect([request.method, request.path]).toEqual(['POST', '/customer/update-profile']);
    expect(request.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('Authorization')).toBe('Bearer tok-1');
    const form = request.form!;
    expect(form.get('name')).toBe('Sara Haddad');
    expect(form.get('email')).toBe('sara@example.com');
    expect(form.get('phone')).toBe('+971500000001');
    expect(form.get('button_type')).toBe('email');
    expect(form.has('password')).toBe(false);
    const image = form.get('image') as File;
    expect(image.name).toBe('me.png');
    expect(image.type).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('reads a code sent; the OTP dialog verifies with the same form, the code and its fields', async () => {
    const { api, seen } = client({
      body: {
        verification_on: 'email',
        verification_medium: 'email',
        otp_send: true,
        message: 'Sent',
      },
    });
    const outcome = await updateProfile(api, body);
    expect(outcome).toEqual({ kind: 'otp', on: 'email', medium: 'email', message: 'Sent' });
    const session: OtpSession = {
      purpose: 'profile-update',
      channel: 'email',
      destination: 'sara@example.com',
      identity: { email: 'sara@example.com' },
      loginType: 'manual',
      guestId: null,
      resend: { op: 'update-profile', body },
    };
    const call = otpVerifyCall(session, '123456', null);
    await sendAuthCall(api, call);
    const form = seen[1]!.form!;
    expect(form.get('otp')).toBe('123456');
    expect(form.get('verification_on')).toBe('email');
    expect(form.get('verification_medium')).toBe('email');
    expect(form.get('email')).toBe('sara@example.com');
    expect((form.get('image') as File).size).toBe(PNG.length);
    const firebase = otpVerifyCall({ ...session, channel: 'firebase' }, '654321', 'session-9');
    expect(firebase).toMatchObject({
      op: 'update-profile',
      body: {
        verification_on: 'phone',
        verification_medium: 'firebase',
        session_info: 'session-9',
      },
    });
  });

  it("a refusal throws an ApiError with the server's messages", async () => {
    const { api } = client({
      status: 403,
      body: { errors: [{ code: 'email', message: 'The email has already been taken.' }] },
    });
    const error = await updateProfile(api, body).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('email');
  });
});

describe('removeAccount', () => {
  it('resolves on 200 []', async () => {
    const { api, seen } = client({ body: [] });
    await expect(removeAccount(api)).resolves.toBeUndefined();
    expect([seen[0]!.method, seen[0]!.path]).toEqual(['DELETE', '/customer/remove-account']);
  });

  it('a 203 on-going is a refusal with its message', async () => {
    const { api } = client({
      status: 203,
      body: { errors: [{ code: 'on-going', message: 'You have an ongoing order.' }] },
    });
    const error = await removeAccount(api).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect((error as Error).message).toBe('You have an ongoing order.');
    expect(isApiError(error) && error.code).toBe('on-going');
  });
});
