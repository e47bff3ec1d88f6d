import { LocaleProvider } from '@ark-ui/react/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { AuthDialogProvider } from '../features/auth/AuthDialogProvider.js';
import { InspectorGate } from '../features/inspector/InspectorGate.js';
import { Toaster } from '../ui/Toaster.js';
import { currentLocale, i18n } from './i18n.js';
import { queryClient } from './query-client.js';
import { AppRoutes } from './router.js';

const ARK_LOCALES = { en: 'en-US', ar: 'ar-SA' } as const;

export function App() {
  const locale = ARK_LOCALES[currentLocale()];
  const app = (
    <QueryClientProvider client={queryClient}>
      <AuthDialogProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthDialogProvider>
      <Toaster />
      <InspectorGate />
    </QueryClientProvider>
  );
  // Ark's components default to en-US, left to right: an English page needs no LocaleProvider,
  // whose direction check (`Intl.Locale#maximize`) cost 60-100 ms of the main thread before the
  // first render at 4x CPU (issue 9). The language is fixed for the page's life (a change of
  // language reloads it), so the tree never switches between the two.
  return (
    <I18nextProvider i18n={i18n}>
      {locale === 'en-US' ? app : <LocaleProvider locale={locale}>{app}</LocaleProvider>}
    </I18nextProvider>
  );
}
