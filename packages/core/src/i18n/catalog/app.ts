import type { Messages } from '../define.js';

/** App-wide text of the web shell: skip link, loading, errors and the 404 screen. */
export const en = {
  'app.skipToContent': 'Skip to content',
  'app.error.title': 'Sorry, Something Went Wrong',
  'app.error.description': 'Please try again after some time or Contact with our support team.',
  'app.notFound.title': 'Page not found',
  'app.notFound.description': 'The page you are looking for does not exist or has moved.',
  'app.notFound.back': 'Back to the start',
} satisfies Messages;
