import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './DialogImpl.js';

export type { DialogProps } from './DialogImpl.js';

const DialogImpl = lazy(() => import('./DialogImpl.js'));

/**
 * A modal dialog. Its code (Ark dialog, focus trap) loads the first time it opens, which keeps
 * it out of the landing page's JavaScript; once opened it stays mounted for its exit.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}
