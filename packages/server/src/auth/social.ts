/**
 * Social sign-in verifies the provider's token through a `SocialVerifier` (Google, Facebook,
 * Apple). The default, `offlineSocialVerifier`, has no provider credentials and refuses with a
 * clear message: this server runs offline. A deployment with credentials passes its own verifier
 * to `createApp` (`AppDeps.socialVerifier`).
 *
 * TEST ONLY: `testSocialVerifier` accepts tokens `test:<email>:<unique_id>`. It is used when
 * `createApp` gets it, or when the server runs with `STOREFRONT_TEST_SOCIAL=1` (the contract
 * suite); never enable it on a real deployment: anyone could sign in as anyone.
 *
 * Firebase phone verification (`auth/firebase-verify-token`) goes through a `FirebaseVerifier`
 * the same way; none is configured by default, and `firebase_otp_verification` is 0.
 */
export const SOCIAL_MEDIUMS = ['google', 'facebook', 'apple'] as const;
export type SocialMedium = (typeof SOCIAL_MEDIUMS)[number];

export interface SocialIdentity {
  /** The e-mail the provider vouches for (Apple may withhold it). */
  email: string | null;
  /** The provider's user id. */
  uniqueId: string;
  name: string | null;
}

export interface SocialVerifier {
  /** The identity behind `token`, or an error message when the token is not valid. */
  verify(input: {
    medium: SocialMedium;
    token: string;
    uniqueId: string;
    email: string | null;
  }): Promise<SocialIdentity | { error: string }>;
}

const PROVIDER_NAMES: Record<SocialMedium, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

export const offlineSocialVerifier: SocialVerifier = {
  verify: ({ medium }) =>
    Promise.resolve({
      error: `Sign-in with ${PROVIDER_NAMES[medium]} is not configured on this server.`,
    }),
};

/** TEST ONLY (see above): `test:<email>:<unique_id>`, the unique id matching the request's. */
export const testSocialVerifier: SocialVerifier = {
  verify: ({ token, uniqueId, email }) => {
    const match = /^test:([^:\s]+@[^:\s]+):([^:\s]+)$/.exec(token);
    if (!match || match[2] !== uniqueId) return Promise.resolve({ error: 'Invalid social token' });
    const tokenEmail = match[1]!.toLowerCase();
    if (email !== null && email.toLowerCase() !== tokenEmail) {
      return Promise.resolve({ error: 'Invalid social token' });
    }
    return Promise.resolve({ email: tokenEmail, uniqueId, name: null });
  },
};

/** The verifier of the environment: the test one only when STOREFRONT_TEST_SOCIAL is 1. */
export function socialVerifierFromEnv(env: Record<string, string | undefined>): SocialVerifier {
  return env.STOREFRONT_TEST_SOCIAL === '1' ? testSocialVerifier : offlineSocialVerifier;
}

export interface FirebaseVerifier {
  /** Whether `code` is the code Firebase sent for `sessionInfo` to `phone`. */
  verify(input: {
    sessionInfo: string;
    phone: string;
    code: string;
  }): Promise<boolean | { error: string }>;
}
