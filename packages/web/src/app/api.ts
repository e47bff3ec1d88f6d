import { STORAGE_KEYS } from '@storefront/core/domain/session';
import { createApiClient } from '@storefront/core/api/client';
import { notifier } from '../adapters/notifier.js';
import { navigatorPort } from '../adapters/navigator.js';
import { storage } from '../adapters/storage.js';
import { i18n } from './i18n.js';

/**
 * The API base: the server serves the app and the API on one origin, and the vite dev server
 * proxies /api, so the client always uses the relative base.
 */
export const API_BASE = '/api/v1';

/** Core's typed client with the session middleware (zoneId, moduleId, language, position...). */
export const api = createApiClient({
  baseUrl: new URL(API_BASE, window.location.origin).toString(),
  storage,
  // Spec: a 401 with a token stored ends the session.
  onSessionExpired: () => {
    storage.remove(STORAGE_KEYS.token);
    notifier.notify('error', i18n.t('common.error.sessionExpired'));
    navigatorPort.go('/home');
  },
});
