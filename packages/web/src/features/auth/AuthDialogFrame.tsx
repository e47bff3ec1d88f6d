import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { button, dialog, type DialogVariantProps } from '../../../styled-system/recipes';
import { CloseIcon } from '../../ui/icons.js';

/**
 * The auth modal's frame: the design system's dialog (Ark: focus trap, Escape, the close icon,
 * labelled by its title). It may open during a navigation (forgot password ends on /home with
 * sign-in open), when the layout moves focus to the new page's main content: focus leaving by
 * the program does not close it, only the customer does (Escape, the close icon, a click
 * outside).
 */
export function AuthDialogFrame({
  onOpenChange,
  title,
  description,
  children,
  size,
  testId,
}: {
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size: DialogVariantProps['size'];
  testId: string;
}) {
  const { t } = useTranslation();
  const classes = dialog({ size });
  return (
    <ArkDialog.Root
      open
      onOpenChange={(details) => onOpenChange(details.open)}
      onFocusOutside={(event) => event.preventDefault()}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content className={classes.content} data-testid={testId}>
            <div className={classes.header}>
              <ArkDialog.Title className={classes.title}>{title}</ArkDialog.Title>
              {description != null && (
                <ArkDialog.Description className={classes.description}>
                  {description}
                </ArkDialog.Description>
              )}
            </div>
            <div className={classes.body}>{children}</div>
            <ArkDialog.CloseTrigger
              className={`${classes.closeTrigger} ${button({ variant: 'ghost', size: 'iconSm' })}`}
              aria-label={t('common.action.close')}
            >
              <CloseIcon />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
