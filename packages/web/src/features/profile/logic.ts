import { removeAccount } from '@storefront/core/api/profile';
import {
  PROFILE_PHOTO_MAX_BYTES,
  profileFormView,
  type ProfileConfig,
  type ProfileSource,
} from '@storefront/core/domain/profile';
import { provideAccountDeletionMachine } from '@storefront/core/machines/account-deletion.machine';
import {
  provideProfileEditMachine,
  type PickedPhoto,
} from '@storefront/core/machines/profile-edit.machine';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { navigatorPort } from '../../adapters/navigator.js';
import { notifier } from '../../adapters/notifier.js';
import { storage } from '../../adapters/storage.js';
import { api } from '../../app/api.js';
import { createAuthActors, translate } from '../auth/session.js';
import { customerInfoQuery, forgetCustomer } from '../account/queries.js';
import { WISHLIST_KEY } from '../wishlist/keys.js';

const clock = { now: () => Date.now() };

/**
 * Core's profileEditMachine over the app: the update and the OTP dialog's calls go through
 * `sendAuthCall` (the update as spec §3's multipart form), a Firebase phone code is refused as at
 * sign-in (the app does not load Firebase's SDK), and a saved profile is fetched again, which
 * updates the header's avatar as well.
 */
export function profileEditLogic(queryClient: QueryClient) {
  const { auth, firebaseSend } = createAuthActors(queryClient);
  return provideProfileEditMachine({
    actors: {
      auth,
      firebaseSend,
      reloadProfile: fromPromise<ProfileSource | null>(() =>
        queryClient.fetchQuery({ ...customerInfoQuery(), staleTime: 0 }),
      ),
    },
    storage,
    clock,
    notifier,
    t: translate,
  });
}

/** The machine's input: the profile, and what the configuration says of the form. */
export function profileEditInput(profile: ProfileSource, config: ProfileConfig | undefined) {
  return {
    profile,
    showsPassword: profileFormView(config, profile).showsPassword,
    firebaseOtp: config?.firebase_otp_verification === 1,
  };
}

/** A cart query of the signed-in customer (core's cartScopeKey: ['cart', kind, module, owner]). */
const isCustomerCart = (key: readonly unknown[]) => key[0] === 'cart' && key[3] === 'customer';

/**
 * Core's accountDeletionMachine over the app: `DELETE customer/remove-account`, then the token is
 * removed, 'Account has been deleted' shown, the customer's data, wishlist and cart forgotten and
 * the app goes to /.
 */
export function accountDeletionLogic(queryClient: QueryClient) {
  return provideAccountDeletionMachine({
    actors: {
      removeAccount: fromPromise<unknown>(({ signal }) => removeAccount(api, signal)),
    },
    storage,
    notifier,
    navigator: navigatorPort,
    t: translate,
    clearUser: () => {
      forgetCustomer(queryClient);
      queryClient.removeQueries({ queryKey: [WISHLIST_KEY] });
      queryClient.removeQueries({ predicate: (q) => isCustomerCart(q.queryKey) });
    },
  });
}

/** Reads a picked file for the machine: its bytes as a data URL, unless larger than a photo may be. */
export async function pickedPhoto(file: File): Promise<PickedPhoto> {
  const base = { name: file.name, type: file.type, size: file.size };
  if (file.size === 0 || file.size > PROFILE_PHOTO_MAX_BYTES) return { ...base, dataUrl: null };
  const dataUrl = await new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
  return { ...base, dataUrl };
}
