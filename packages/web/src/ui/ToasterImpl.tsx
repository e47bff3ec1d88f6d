import { createToaster, Toast, Toaster as ArkToaster } from '@ark-ui/react/toast';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { button, toast as toastRecipe } from '../../styled-system/recipes';
import { toasts } from '../adapters/notifier.js';
import { CloseIcon } from './icons.js';

/**
 * The app's single Ark toaster. Ark places toasts physically, and the page reloads on a language
 * change, so the inline end (right in English, left in Arabic) is chosen once from the
 * document's dir.
 */
const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
const toaster = createToaster({
  placement: rtl ? 'bottom-start' : 'bottom-end',
  overlap: false,
  gap: 12,
  max: 4,
});

/** The toasts of the app's notifier (ui/Toaster loads this with the first toast). */
export default function ToasterImpl() {
  const { t } = useTranslation();
  const classes = toastRecipe();
  // The toasts that waited for this code are shown once the toast group is listening (its
  // machine subscribes to the store after mounting), and every later one at once.
  useEffect(() => {
    let detach: (() => void) | null = null;
    const frame = requestAnimationFrame(() => {
      detach = toasts.attach(({ kind, message }) =>
        toaster.create({ type: kind, title: message, closable: true }),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      detach?.();
    };
  }, []);
  return (
    <ArkToaster toaster={toaster}>
      {(item) => (
        <Toast.Root className={classes.root} data-testid="toast">
          <Toast.Title className={classes.title}>{item.title}</Toast.Title>
          {item.description != null && (
            <Toast.Description className={classes.description}>
              {item.description}
            </Toast.Description>
          )}
          <Toast.CloseTrigger
            className={`${classes.closeTrigger} ${button({ variant: 'ghost', size: 'iconSm' })}`}
            aria-label={t('common.action.close')}
          >
            <CloseIcon />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  );
}
