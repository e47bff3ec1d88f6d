import { useId } from 'react';
import { css } from '../../../styled-system/css';
import { useSession } from '../../app/session.js';
import { useItemDetails } from '../catalogue/queries.js';
import { Skeleton } from '../catalogue/Skeleton.js';
import { ItemConfigurator } from './ItemConfigurator.js';
import type { QuickViewRequest } from './quick-view-request.js';
import { QuickViewFrame, QuickViewLoading } from './QuickViewFrame.js';

function LoadingBody({ name }: { name: string }) {
  return (
    <QuickViewLoading
      name={name}
      className={css({ gridTemplateColumns: { base: '1fr', md: '5fr 7fr' } })}
    >
      <Skeleton className={css({ aspectRatio: '1', w: 'full', borderRadius: 'xl' })} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Skeleton className={css({ h: '4', w: '30%' })} />
        <Skeleton className={css({ h: '7', w: '80%' })} />
        <Skeleton className={css({ h: '4', w: '40%' })} />
        <Skeleton className={css({ h: '16', w: 'full' })} />
        <Skeleton className={css({ h: '24', w: 'full' })} />
      </div>
    </QuickViewLoading>
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
  const session = useSession();
  const titleId = useId();
  const details = useItemDetails(request.id, {
    campaign: request.campaign ?? false,
    moduleId: request.moduleId ?? null,
  });
  const item = details.data;
  const moduleType = item?.module_type ?? request.moduleType ?? session.module?.module_type;

  return (
    <QuickViewFrame
      open={open}
      onOpenChange={onOpenChange}
      onExited={onExited}
      titleId={titleId}
      name={request.name}
      testId="quick-view"
      contentClassName={css({ maxW: { sm: 'min(1040px, 94vw)' } })}
      // No bottom padding: the configurator's sticky bar sits on the very edge.
      bodyClassName={css({ pt: { base: '0', sm: '6' }, pb: '0' })}
      error={details.isError ? details.error : null}
      retry={() => void details.refetch()}
      loading={<LoadingBody name={request.name} />}
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
      ) : null}
    </QuickViewFrame>
  );
}
