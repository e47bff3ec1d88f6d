import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../styled-system/css';
import { button, dialog, type DialogVariantProps } from '../../styled-system/recipes';
import { CloseIcon } from './icons.js';

export interface DialogProps extends DialogVariantProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Shown unless the dialog is an alert dialog. */
  closable?: boolean;
  testId?: string;
  /**
   * Focus moved out by the program (a navigation focusing the new page's main content) does not
   * close it; only the customer does (Escape, the close icon, a click outside).
   */
  keepOpenOnFocusOutside?: boolean;
  /**
   * Where the focus goes when it closes; by default the element that had it when it opened, which
   * must then still be on the page.
   */
  finalFocusEl?: () => HTMLElement | null;
}

/** A modal dialog (Ark: focus trap, Escape, labelled by its title). */
export default function DialogImpl({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  closable = role === 'dialog',
  size,
  testId,
  keepOpenOnFocusOutside = false,
  finalFocusEl,
}: DialogProps) {
  const { t } = useTranslation();
  const classes = dialog({ size });
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      role={role}
      onFocusOutside={keepOpenOnFocusOutside ? (event) => event.preventDefault() : undefined}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content className={classes.content} data-testid={testId}>
            <div
              className={
                closable ? classes.header : cx(classes.header, css({ pe: { base: '5', sm: '6' } }))
              }
            >
              <ArkDialog.Title className={classes.title}>{title}</ArkDialog.Title>
              {description != null && (
                <ArkDialog.Description className={classes.description}>
                  {description}
                </ArkDialog.Description>
              )}
            </div>
            {children != null && <div className={classes.body}>{children}</div>}
            {footer != null && <div className={classes.footer}>{footer}</div>}
            {closable && (
              <ArkDialog.CloseTrigger
                className={`${classes.closeTrigger} ${button({ variant: 'ghost', size: 'iconSm' })}`}
                aria-label={t('common.action.close')}
              >
                <CloseIcon />
              </ArkDialog.CloseTrigger>
            )}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
