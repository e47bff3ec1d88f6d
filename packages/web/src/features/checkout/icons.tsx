import { Icon, type IconProps } from '../../ui/icons';

/** The checkout extras' icons (24px grid, currentColor), decorative. */
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const CalendarIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);

export const HeartHandIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 11.5S8 9 8 6.6A2.1 2.1 0 0 1 12 5.8a2.1 2.1 0 0 1 4 .8C16 9 12 11.5 12 11.5Z" />
    <path d="M3 15h3l3.5 2H14a1.5 1.5 0 0 0 0-3h-3M6 15v5H3M14 14l4.3-1.6a1.5 1.5 0 0 1 1 2.8L13 20H6" />
  </Icon>
);

export const CutleryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 3v8M4.5 3v5a2.5 2.5 0 0 0 5 0V3M7 11v10M17 21V3c-2 1.5-3 4-3 7v3h3" />
  </Icon>
);

export const NoteIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 4h14v12l-4 4H5zM15 20v-4h4M9 9h6M9 13h4" />
  </Icon>
);

export const StarIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m12 4 2.4 4.9 5.4.8-3.9 3.8.9 5.4-4.8-2.5-4.8 2.5.9-5.4L4.2 9.7l5.4-.8z" />
  </Icon>
);

/** Cash: a banknote. */
export const CashIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </Icon>
);

/** The wallet. */
export const WalletIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4H5a2 2 0 0 0 0 4h14a1 1 0 0 1 1 1v3.5M3 6v12a2 2 0 0 0 2 2h14a1 1 0 0 0 1-1v-3.5" />
    <path d="M16 12.5h5v3h-5a1.5 1.5 0 0 1 0-3Z" />
  </Icon>
);

/** A card (a digital gateway without its own image). */
export const CardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="2.5" y="5" width="19" height="14" rx="2" />
    <path d="M2.5 10h19M6.5 15h4" />
  </Icon>
);

/** A padlock: the gateway's secure page. */
export const LockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);

/** Copy: two sheets. */
export const CopyIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="8.5" y="8.5" width="12" height="12" rx="2" />
    <path d="M15.5 8.5V5.5a2 2 0 0 0-2-2h-8a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h3" />
  </Icon>
);
