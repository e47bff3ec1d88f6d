import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../styled-system/css';
import { button, dialog } from '../../styled-system/recipes';
import { CloseIcon } from './icons.js';

const bodyClass = {
  '2': css({ flex: '1', overflowY: 'auto', px: { base: '4', sm: '5' }, py: '2' }),
  '3': css({ flex: '1', overflowY: 'auto', px: { base: '4', sm: '5' }, py: '3' }),
} as const;

/**
 * A side drawer: an Ark dialog (focus trap, Escape, labelled by its title) at the inline end
 * (the right in English, the left in Arabic) of the full height and at most `maxWidth` wide,
 * with the title and the close icon, the scrolling body and an optional footer.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  maxWidth,
  testId,
  bodyPaddingY = '3',
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  maxWidth: string;
  testId: string;
  bodyPaddingY?: keyof typeof bodyClass;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const classes = dialog();
  return (
    <ArkDialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner
          className={css({
            position: 'fixed',
            inset: '0',
            display: 'flex',
            justifyContent: 'flex-end',
            zIndex: 'modal',
          })}
        >
          <ArkDialog.Content
            className={css({
              display: 'flex',
              flexDirection: 'column',
              h: '100dvh',
              w: 'full',
              bg: 'bg.surface',
              color: 'fg.default',
              boxShadow: 'overlay',
              outline: 'none',
              _open: { animation: 'fadeIn 150ms ease-out' },
            })}
            style={{ maxWidth }}
            data-testid={testId}
          >
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '3',
                px: { base: '4', sm: '5' },
                py: '4',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <ArkDialog.Title className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
                {title}
              </ArkDialog.Title>
              <ArkDialog.CloseTrigger
                className={button({ variant: 'ghost', size: 'iconSm' })}
                aria-label={t('common.action.close')}
              >
                <CloseIcon />
              </ArkDialog.CloseTrigger>
            </div>
            <div className={bodyClass[bodyPaddingY]}>{children}</div>
            {footer}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
