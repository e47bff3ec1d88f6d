import { Toast, Toaster as ArkToaster } from '@ark-ui/react/toast';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { button, toast as toastRecipe } from '../../styled-system/recipes';
import { flash, toaster } from '../adapters/notifier.js';
import { CloseIcon } from './icons.js';

/** Renders the app's toasts (see adapters/notifier). */
export function Toaster() {
  const { t } = useTranslation();
  const classes = toastRecipe();
  // A toast left by an action that reloaded the page (the language change) is shown once the
  // toast group is listening (its machine subscribes to the store after mounting).
  useEffect(() => {
    const frame = requestAnimationFrame(() => flash.show());
    return () => cancelAnimationFrame(frame);
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
