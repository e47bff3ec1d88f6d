import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, dialog, note } from '../../../styled-system/recipes';
import { AlertIcon, CloseIcon } from '../../ui/icons.js';

/**
 * The busy shape of a quick view's body, labelled 'Loading {name}'; `children` the skeletons,
 * `className` the columns.
 */
export function QuickViewLoading({
  name,
  className,
  children,
}: {
  name: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('catalogue.loading.item', { name })}
      className={cx(css({ display: 'grid', gap: '6' }), className)}
    >
      {children}
    </div>
  );
}

/**
 * A quick view (the item's, the vehicle's): an Ark dialog labelled by `titleId` (the title of
 * `children`, the loaded body) with a round close button. Until the details load it shows
 * `loading` under a hidden title of `name`; when they fail, `name`, the error and Try again
 * (`retry`).
 */
export function QuickViewFrame({
  open,
  onOpenChange,
  onExited,
  titleId,
  name,
  testId,
  contentClassName,
  bodyClassName,
  error,
  retry,
  loading,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onExited: () => void;
  titleId: string;
  name: string;
  testId: string;
  /** The dialog's width. */
  contentClassName: string;
  /** The body's vertical padding. */
  bodyClassName: string;
  /** The details' error (null while they load or once they have). */
  error: Error | null;
  retry: () => void;
  loading: ReactNode;
  /** The loaded body (null until the details are there). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const classes = dialog({ size: 'lg' });
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      onExitComplete={onExited}
      ids={{ title: titleId }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content
            className={cx(classes.content, css({ isolation: 'isolate' }), contentClassName)}
            aria-labelledby={titleId}
            data-testid={testId}
          >
            <div
              className={cx(
                css({
                  overflowY: 'auto',
                  flex: '1',
                  ps: { base: '4', sm: '6' },
                  // Room for the close button, which stays in the corner while the body scrolls.
                  pe: { base: '4', sm: '14' },
                  // On phones the close button sits in a strip above the scrolling body.
                  mt: { base: '12', sm: '0' },
                }),
                bodyClassName,
              )}
            >
              {children != null ? (
                children
              ) : error ? (
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
                  <h2 id={titleId} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
                    {name}
                  </h2>
                  <p className={note({ tone: 'error' })} role="alert">
                    <AlertIcon />
                    {error.message}
                  </p>
                  <button
                    type="button"
                    className={cx(button({ variant: 'outline' }), css({ alignSelf: 'start' }))}
                    onClick={retry}
                  >
                    {t('common.action.tryAgain')}
                  </button>
                </div>
              ) : (
                <>
                  <h2 id={titleId} className={css({ srOnly: true })}>
                    {name}
                  </h2>
                  {loading}
                </>
              )}
            </div>
            <ArkDialog.CloseTrigger
              className={cx(
                classes.closeTrigger,
                button({ variant: 'outline', size: 'iconSm' }),
                css({ borderRadius: 'full', zIndex: 'raised' }),
              )}
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
