import { useId } from 'react';
import { css } from '../../../styled-system/css';
import { useSession } from '../../app/session.js';
import { useItemDetails } from '../catalogue/queries.js';
import { ItemConfigurator } from './ItemConfigurator.js';
import type { QuickViewRequest } from './quick-view-request.js';
import { QuickViewFrame, type QuickViewDialogProps, type QuickViewLook } from './QuickViewFrame.js';

const look: QuickViewLook = {
  testId: 'quick-view',
  contentClassName: css({ maxW: { sm: 'min(1040px, 94vw)' } }),
  // No bottom padding: the configurator's sticky bar sits on the very edge.
  bodyClassName: css({ pt: { base: '0', sm: '6' }, pb: '0' }),
  skeleton: {
    columns: css({ gridTemplateColumns: { base: '1fr', md: '5fr 7fr' } }),
    media: css({ aspectRatio: '1', w: 'full', borderRadius: 'xl' }),
    lines: [
      css({ h: '4', w: '30%' }),
      css({ h: '7', w: '80%' }),
      css({ h: '4', w: '40%' }),
      css({ h: '16', w: 'full' }),
      css({ h: '24', w: 'full' }),
    ],
  },
};

/** The item quick view (spec §2 'Item detail'): an Ark dialog labelled by the item's name. */
export default function QuickViewDialog({
  request,
  currentStoreId,
  ...dialog
}: QuickViewDialogProps<QuickViewRequest> & { currentStoreId: number | null }) {
  const session = useSession();
  const titleId = useId();
  const details = useItemDetails(request.id, {
    campaign: request.campaign ?? false,
    moduleId: request.moduleId ?? null,
  });
  const item = details.data;
  const moduleType = item?.module_type ?? request.moduleType ?? session.module?.module_type;

  return (
    <QuickViewFrame {...dialog} titleId={titleId} name={request.name} look={look} details={details}>
      {item && moduleType ? (
        <ItemConfigurator
          key={item.id}
          item={item}
          moduleType={moduleType}
          campaign={request.campaign}
          modalmanage="true"
          hideStoreLink={currentStoreId != null && currentStoreId === item.store_id}
          titleId={titleId}
          onDone={() => dialog.onOpenChange(false)}
        />
      ) : null}
    </QuickViewFrame>
  );
}
