import { joinPhone } from '@storefront/core/domain/contact';
import { countryOf } from './countries.js';

/** A phone as the phone input holds it: the picker's country and the number typed beside it. */
export interface PhoneValue {
  country: string;
  national: string;
}

export function emptyPhone(country: string | null | undefined): PhoneValue {
  return { country: countryOf(country).code, national: '' };
}

/**
 * The international number the forms validate: the dialling code and the number (trunk 0s
 * dropped), or '' while nothing is typed (the schema then says the phone is required).
 */
export function phoneText(phone: PhoneValue): string {
  if (phone.national.trim() === '') return '';
  const typed = phone.national.trim();
  // A number typed with its own + is taken as it is.
  if (typed.startsWith('+')) return typed;
  return joinPhone(countryOf(phone.country).dial, typed);
}

/** The dialling code of the picker's country. */
export function dialCode(phone: PhoneValue): string {
  return countryOf(phone.country).dial;
}
