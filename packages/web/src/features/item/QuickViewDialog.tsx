import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, dialog, note } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { AlertIcon, CloseIcon } from '../../ui/icons.js';
import { useItemDetails } from '../catalogue/queries.js';
import { Skeleton } from '../catalogue/Skeleton.js';
import { ItemConfigurator } from './ItemConfigurator.js';
import type { QuickViewRequest } from './quick-view-request.js';

function LoadingBody({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('catalogue.loading.item', { name })}
      className={css({
        display: 'grid',
        gap: '6',
        gridTemplateColumns: { base: '1fr', md: '5fr 7fr' },
      })}
    >
      <Skeleton className={css({ aspectRatio: '1', w: 'full', borderRadius: 'xl' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Skeleton className={css({ h: '4', w: '30%' })} />
        <Skeleton className={css({ h: '7', w: '80%' })} />
        <Skeleton className={css({ h: '4', w: '40%' })} />
        <Skeleton className={css({ h: '16', w: 'full' })} />
        <Skeleton className={css({ h: '24', w: 'full' })} />
      </div>
    </div>
  );
}

/** The item quick view (spec §2 'Item detail'): an Ark dialog labelled by the item's name. */
export default function QuickViewDialog({
  request,
  open,
  onOpenChange,
  onExited,
  currentStoreId,
}: {
  request: QuickViewRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onExited: () => void;
  currentStoreId: number | null;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const titleId = useId();
  const details = useItemDetails(request.id, {
    campaign: request.campaign ?? false,
    moduleId: request.moduleId ?? null,
  });
  const classes = dialog({ size: 'lg' });
  const item = details.data;
  const moduleType = item?.module_type ?? request.moduleType ?? session.module?.module_type;

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
            className={cx(
              classes.content,
              css({ maxW: { sm: 'min(1040px, 94vw)' }, isolation: 'isolate' }),
            )}
            aria-labelledby={titleId}
            data-testid="quick-view"
          >
            <div
              className={css({
                overflowY: 'auto',
                flex: '1',
                ps: { base: '4', sm: '6' },
                // Room for the close button, which stays in the corner while the body scrolls.
                pe: { base: '4', sm: '14' },
                // On phones the close button sits in a strip above the scrolling body.
                mt: { base: '12', sm: '0' },
                pt: { base: '0', sm: '6' },
                // No bottom padding: the configurator's sticky bar sits on the very edge.
                pb: '0',
              })}
            >
              {item && moduleType ? (
                <ItemConfigurator
                  key={item.id}
                  item={item}
                  moduleType={moduleType}
                  campaign={request.campaign}
                  modalmanage="true"
                  hideStoreLink={currentStoreId != null && currentStoreId === item.store_id}
                  titleId={titleId}
                  onDone={() => onOpenChange(false)}
                />
              ) : details.isError ? (
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
                  <h2 id={titleId} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
                    {request.name}
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
                    {request.name}
                  </h2>
                  <LoadingBody name={request.name} />
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
