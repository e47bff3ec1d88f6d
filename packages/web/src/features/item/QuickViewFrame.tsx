import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, dialog, note } from '../../../styled-system/recipes';
import { AlertIcon, CloseIcon } from '../../ui/icons.js';
import { Skeleton } from '../catalogue/Skeleton.js';

/** What a page's quick view host hands its dialog: the request, the open state and callbacks. */
export interface QuickViewDialogProps<Request> {
  request: Request;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onExited: () => void;
}

/** How one kind of quick view looks (the item's, the vehicle's). */
export interface QuickViewLook {
  testId: string;
  /** The dialog's width. */
  contentClassName: string;
  /** The body's vertical padding. */
  bodyClassName: string;
  /** The busy shape: `columns` the grid's, `media` the picture's block, `lines` the blocks beside. */
  skeleton: { columns: string; media: string; lines: readonly string[] };
}

/** The busy shape of a quick view's body, labelled 'Loading {name}'. */
function QuickViewLoading({
  name,
  skeleton,
}: {
  name: string;
  skeleton: QuickViewLook['skeleton'];
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('catalogue.loading.item', { name })}
      className={cx(css({ display: 'grid', gap: '6' }), skeleton.columns)}
    >
      <Skeleton className={skeleton.media} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {skeleton.lines.map((line, i) => (
          <Skeleton key={i} className={line} />
        ))}
      </div>
    </div>
  );
}

/**
 * A quick view (the item's, the vehicle's; `look` tells them apart): an Ark dialog labelled by
 * `titleId` (the title of `children`, the loaded body) with a round close button. Until the
 * details load it shows the skeleton under a hidden title of `name`; when they fail, `name`, the
 * error and Try again.
 */
export function QuickViewFrame({
  open,
  onOpenChange,
  onExited,
  titleId,
  name,
  look,
  details,
  children,
}: Omit<QuickViewDialogProps<unknown>, 'request'> & {
  titleId: string;
  name: string;
  look: QuickViewLook;
  /** The details' query. */
  details: { isError: boolean; error: Error | null; refetch: () => unknown };
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
            className={cx(classes.content, css({ isolation: 'isolate' }), look.contentClassName)}
            aria-labelledby={titleId}
            data-testid={look.testId}
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
                look.bodyClassName,
              )}
            >
              {children != null ? (
                children
              ) : details.isError && details.error ? (
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
                  <h2 id={titleId} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
                    {name}
                  </h2>
                  <p className={note({ tone: 'error' })} role="alert">
                    <AlertIcon />
                    {details.error.message}
                  </p>
                  <button
                    type="button"
                    className={cx(button({ variant: 'outline' }), css({ alignSelf: 'start' }))}
                    onClick={() => void details.refetch()}
                  >
                    {t('common.action.tryAgain')}
                  </button>
                </div>
              ) : (
                <>
                  <h2 id={titleId} className={css({ srOnly: true })}>
                    {name}
                  </h2>
                  <QuickViewLoading name={name} skeleton={look.skeleton} />
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
