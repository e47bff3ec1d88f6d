import { LocaleProvider } from '@ark-ui/react/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { AuthDialogProvider } from '../features/auth/AuthDialogProvider.js';
import { InspectorHost } from '../features/inspector/InspectorHost.js';
import { Toaster } from '../ui/Toaster.js';
import { currentLocale, i18n } from './i18n.js';
import { queryClient } from './query-client.js';
import { AppRoutes } from './router.js';

const ARK_LOCALES = { en: 'en-US', ar: 'ar-SA' } as const;

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleProvider locale={ARK_LOCALES[currentLocale()]}>
        <QueryClientProvider client={queryClient}>
          <AuthDialogProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AuthDialogProvider>
          <Toaster />
          <InspectorHost />
        </QueryClientProvider>
      </LocaleProvider>
    </I18nextProvider>
  );
}
