import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

/** A page of one centred message (404, the failure page): the rest of the main area, centred. */
export function CenteredPage({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <section
      className={css({
        flex: '1',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: '4',
        py: '20',
      })}
      data-testid={testId}
    >
      {children}
    </section>
  );
}
