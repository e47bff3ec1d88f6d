import { ensureGuestId } from '@storefront/core/api/guest';
import { storage } from '../../adapters/storage.js';
import { api } from '../api.js';
import { prefetchCritical } from '../critical.js';
import { startI18n } from '../i18n.js';

/**
 * What the first render waits for, asked for as soon as its code has run (main.tsx): the
 * visitor's language and the data that decides the page's layout (critical.ts). A guest id is
 * requested on the first visit (core: when none is stored), beside the rest.
 */
export function begin(pathname: string): Promise<unknown> {
  void ensureGuestId(api, storage);
  return Promise.all([startI18n(), prefetchCritical(pathname)]);
}
