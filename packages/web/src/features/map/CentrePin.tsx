import { css } from '../../../styled-system/css';

/**
 * The picker's centre pin, the same over the offline map and Google's: the map moves under it,
 * its tip on the chosen point.
 */
export function CentrePin() {
  return (
    <svg
      viewBox="0 0 32 44"
      width="32"
      height="44"
      aria-hidden="true"
      className={css({
        position: 'absolute',
        left: '50%',
        top: '50%',
        zIndex: 1000,
        transform: 'translate(-50%, -100%)',
        pointerEvents: 'none',
        filter: 'drop-shadow(0 2px 3px rgba(0,0,0,0.35))',
        color: 'accent.solid',
      })}
    >
      <path d="M16 43S2 27 2 16a14 14 0 1 1 28 0c0 11-14 27-14 27Z" fill="currentColor" />
      <circle cx="16" cy="16" r="5.5" className={css({ fill: 'bg.surface' })} />
    </svg>
  );
}
