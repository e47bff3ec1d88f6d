/**
 * Store (vendor) and delivery-man registration (storefront §2 `/store-registration`,
 * `/deliveryman-registration`; §6 'Vendor and delivery-man registration are public'; reference
 * `vendor/register`, `vendor/package-view`, `vendor/business_plan`, `delivery-man/store`,
 * `get-vehicles`, config `toggle_store_registration`, `toggle_dm_registration`,
 * `commission_business_model`, `subscription_business_model`):
 *
 * - **Password strength:** a new store owner's or delivery man's password has at least 8
 *   characters with an upper-case and a lower-case letter, a number and a symbol (the v1 server's
 *   `Password::min(8)->mixedCase()->numbers()->symbols()`); `passwordStrength` lists what is met,
 *   for the form's checklist, and `passwordStrengthIssue` gives the first unmet rule's message.
 * - **Images:** logo, cover photo, photo and identity images are images told by their bytes (JPEG,
 *   PNG, GIF or WebP, not PDF), not empty, at most 2 MB each (the prescriptions' limit); at most
 *   `MAX_IDENTITY_IMAGES` identity images, at least one.
 * - **Business plan:** commission or a subscription package, among the models the platform turns
 *   on; a subscription names an active package. The plan step is shown only when both models are
 *   on (with one model on, that one is the plan).
 */
import type { FileKind } from './file-kind.js';
import { MAX_PRESCRIPTION_BYTES, MAX_PRESCRIPTION_MB } from './prescription.js';

export const IDENTITY_TYPES = ['passport', 'driving_license', 'nid'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/** `earning`: 1 freelancer, 0 salaried. */
export const EARNING_TYPES = { freelancer: 1, salaried: 0 } as const;

export const DELIVERY_TIME_TYPES = ['min', 'hours', 'days'] as const;
export type DeliveryTimeType = (typeof DELIVERY_TIME_TYPES)[number];

export const BUSINESS_PLANS = ['commission', 'subscription'] as const;
export type BusinessPlan = (typeof BUSINESS_PLANS)[number];

export const REGISTRATION_PASSWORD_MIN_LENGTH = 8;
export const REGISTRATION_PASSWORD_MAX_LENGTH = 128;

export const REGISTRATION_IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'gif', 'webp'];
export const REGISTRATION_IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
export const MAX_REGISTRATION_IMAGE_MB = MAX_PRESCRIPTION_MB;
export const MAX_REGISTRATION_IMAGE_BYTES = MAX_PRESCRIPTION_BYTES;
export const MAX_IDENTITY_IMAGES = 5;

/** The English texts (the `registration` catalog holds each with its Arabic). */
export const REGISTRATION_MESSAGES = {
  passwordTooShort: 'The password must be at least 8 characters.',
  passwordTooLong: 'The password may not be greater than 128 characters.',
  passwordMixedCase: 'The password must contain at least one uppercase and one lowercase letter.',
  passwordNumber: 'The password must contain at least one number.',
  passwordSymbol: 'The password must contain at least one symbol.',
  imageEmpty: 'The file is empty.',
  imageTooLarge: 'The image may not be greater than 2 MB.',
  imageKind: 'The file must be an image (JPG, PNG, GIF or WebP).',
  imageRequired: 'Please upload an image.',
  identityImagesTooMany: 'You can upload at most 5 identity images.',
  planRequired: 'Please choose a business plan.',
  planUnavailable: 'This business plan is not available.',
  packageRequired: 'Please choose a subscription package.',
  packageUnavailable: 'This subscription package is not available.',
} as const;

const M = REGISTRATION_MESSAGES;

export interface PasswordStrength {
  length: boolean;
  mixedCase: boolean;
  number: boolean;
  symbol: boolean;
}

/** Which of the strength rules a password meets. */
export function passwordStrength(password: string): PasswordStrength {
  return {
    length: [...password].length >= REGISTRATION_PASSWORD_MIN_LENGTH,
    mixedCase: /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password),
    number: /\p{Nd}/u.test(password),
    symbol: /[^\p{L}\p{N}\s]/u.test(password),
  };
}

/** The first unmet strength rule's message, or null when the password is strong enough. */
export function passwordStrengthIssue(password: string): string | null {
  if ([...password].length > REGISTRATION_PASSWORD_MAX_LENGTH) return M.passwordTooLong;
  const met = passwordStrength(password);
  if (!met.length) return M.passwordTooShort;
  if (!met.mixedCase) return M.passwordMixedCase;
  if (!met.number) return M.passwordNumber;
  if (!met.symbol) return M.passwordSymbol;
  return null;
}

/** An image as the rule reads it: its size in bytes and its kind by content (null: unknown). */
export interface ImageFacts {
  size: number;
  kind: FileKind | null;
}

/** Why a file cannot be a registration image, or null. */
export function registrationImageIssue(file: ImageFacts): string | null {
  if (file.size <= 0) return M.imageEmpty;
  if (file.size > MAX_REGISTRATION_IMAGE_BYTES) return M.imageTooLarge;
  if (file.kind == null || !REGISTRATION_IMAGE_KINDS.includes(file.kind)) return M.imageKind;
  return null;
}

/** Why these identity images cannot go with an application, or null. */
export function identityImagesIssue(files: readonly ImageFacts[]): string | null {
  if (files.length === 0) return M.imageRequired;
  if (files.length > MAX_IDENTITY_IMAGES) return M.identityImagesTooMany;
  for (const file of files) {
    const issue = registrationImageIssue(file);
    if (issue) return issue;
  }
  return null;
}

/** The platform's business models (config `commission_business_model`, `subscription_business_model`). */
export interface BusinessModels {
  commission_business_model?: number | boolean | null;
  subscription_business_model?: number | boolean | null;
}

/** The plans a new store may choose, in the order they are shown. */
export function availablePlans(config: BusinessModels): BusinessPlan[] {
  const plans: BusinessPlan[] = [];
  if (Number(config.commission_business_model ?? 1) === 1) plans.push('commission');
  if (Number(config.subscription_business_model ?? 0) === 1) plans.push('subscription');
  return plans;
}

/** Whether the form shows the business plan step (both models on: the applicant chooses). */
export const showsPlanStep = (config: BusinessModels): boolean => availablePlans(config).length > 1;

/** The plan a store gets without choosing (one model on), or null when it must choose. */
export function defaultPlan(config: BusinessModels): BusinessPlan | null {
  const plans = availablePlans(config);
  return plans.length === 1 ? plans[0]! : null;
}

export interface PlanChoice {
  business_plan: BusinessPlan | null | undefined;
  package_id: number | null | undefined;
}

/**
 * Why a plan choice is refused (`{field, message}`), or null: a plan is needed, it must be on,
 * and a subscription names one of the active packages.
 */
export function planChoiceIssue(
  choice: PlanChoice,
  config: BusinessModels,
  activePackageIds: readonly number[],
): { field: 'business_plan' | 'package_id'; message: string } | null {
  const plans = availablePlans(config);
  if (!choice.business_plan) return { field: 'business_plan', message: M.planRequired };
  if (!plans.includes(choice.business_plan)) {
    return { field: 'business_plan', message: M.planUnavailable };
  }
  if (choice.business_plan === 'subscription') {
    if (choice.package_id == null) return { field: 'package_id', message: M.packageRequired };
    if (!activePackageIds.includes(choice.package_id)) {
      return { field: 'package_id', message: M.packageUnavailable };
    }
  }
  return null;
}
