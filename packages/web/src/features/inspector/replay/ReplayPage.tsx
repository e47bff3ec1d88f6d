/**
 * `/inspect/replay`: the trace replay as a page of its own, the one `storefront inspect FILE`
 * opens (`?trace=<url>`). A developer page outside the storefront's frame: it needs no API, so
 * it works when the CLI serves the built app alone.
 */
import { useEffect } from 'react';
import { css } from '../../../../styled-system/css';
import { useDiagramTranslation } from '../diagram/texts.js';
import { TraceReplay } from './TraceReplay.js';

export default function ReplayPage() {
  const { t } = useDiagramTranslation();
  const title = t('replay.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main
      id="main"
      className={css({
        flex: '1',
        w: 'full',
        maxW: '1600px',
        mx: 'auto',
        px: { base: '3', md: '6' },
        py: { base: '4', md: '8' },
      })}
    >
      <TraceReplay standalone />
    </main>
  );
}
