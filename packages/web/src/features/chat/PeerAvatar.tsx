import type { ChatPeer } from '@storefront/core/api/chat';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { HeadsetIcon } from '../../ui/icons.js';

/** A store's logo (or its initial), or support's mark. */
export function PeerAvatar({ peer, size = '10' }: { peer: ChatPeer; size?: '8' | '10' }) {
  const [broken, setBroken] = useState(false);
  const box = css({
    w: size,
    h: size,
    flexShrink: 0,
    borderRadius: 'full',
    overflow: 'hidden',
    display: 'grid',
    placeItems: 'center',
    bg: 'accent.subtle',
    color: 'accent.text',
    fontWeight: 'bold',
    borderWidth: '1px',
    borderColor: 'border.default',
  });
  if (peer.type === 'admin') {
    return (
      <span className={box} aria-hidden="true">
        <HeadsetIcon />
      </span>
    );
  }
  return (
    <span className={box} aria-hidden="true">
      {peer.image_full_url && !broken ? (
        <img
          src={peer.image_full_url}
          alt=""
          onError={() => setBroken(true)}
          className={css({ w: 'full', h: 'full', objectFit: 'cover', bg: 'bg.surface' })}
        />
      ) : (
        (peer.name.trim()[0] ?? '?').toLocaleUpperCase()
      )}
    </span>
  );
}
