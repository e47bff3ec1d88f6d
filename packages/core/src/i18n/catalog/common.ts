import type { Messages } from '../define.js';

/** Text shared by every area: generic errors, buttons, store nouns, validation. */
export const en = {
  'common.error.generic': 'Something went wrong',
  'common.error.network': 'Could not reach the server. Check your connection and try again.',
  'common.error.sessionExpired': 'Your account is inactive or Your token has been expired',
  'common.action.retry': 'Retry',
  'common.action.tryAgain': 'Try again',
  'common.action.cancel': 'Cancel',
  'common.action.yes': 'Yes',
  'common.action.no': 'No',
  'common.action.close': 'Close',
  'common.action.confirm': 'Confirm',
  'common.action.save': 'Save',
  'common.action.reset': 'Reset',
  'common.action.select': 'Select',
  'common.action.goBack': 'Go Back',
  'common.loading': 'Loading…',
  'common.restaurants': 'Restaurants',
  'common.providers': 'Providers',
  'common.stores': 'Stores',
  'common.validation.email': 'Please insert a valid email.',
  'common.validation.emailTooLong': 'The email may not be longer than 255 characters.',
} satisfies Messages;
