import { LocaleProvider } from '@ark-ui/react/locale';
import { ensureGuestId } from '@storefront/core/api/guest';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { storage } from '../adapters/storage.js';
import { AuthDialogProvider } from '../features/auth/AuthDialogProvider.js';
import { Toaster } from '../ui/Toaster.js';
import { api } from './api.js';
import { currentLocale, i18n } from './i18n.js';
import { queryClient } from './query-client.js';
import { router } from './router.js';

const ARK_LOCALES = { en: 'en-US', ar: 'ar-SA' } as const;

export function App() {
  useEffect(() => {
    // A guest id is requested on the first visit (core: when none is stored).
    void ensureGuestId(api, storage);
  }, []);

  return (
    <I18nextProvider i18n={i18n}>
      <LocaleProvider locale={ARK_LOCALES[currentLocale()]}>
        <QueryClientProvider client={queryClient}>
          <AuthDialogProvider>
            <RouterProvider router={router} />
          </AuthDialogProvider>
          <Toaster />
        </QueryClientProvider>
      </LocaleProvider>
    </I18nextProvider>
  );
}
