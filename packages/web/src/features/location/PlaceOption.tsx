import { Combobox } from '@ark-ui/react/combobox';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { MapPinIcon, type IconProps } from '../../ui/icons.js';

// What the place comboboxes share (the location's place search, a trip's pickup and
// destination): how the combobox behaves, a suggestion's look and the empty answer.

/** Opens on a click, keeps the typed text on a pick, lists as wide as the field. */
export const placeComboboxBehaviour = {
  openOnClick: true,
  selectionBehavior: 'preserve',
  positioning: { sameWidth: true, gutter: 6 },
} as const;

/** A suggestion's content: its icon (the pin unless told), its name and its area below. */
export function PlaceOptionText({
  label,
  detail,
  icon: PlaceIcon = MapPinIcon,
}: {
  label: string;
  detail: string;
  icon?: ComponentType<IconProps>;
}) {
  return (
    <span className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
      <PlaceIcon className={css({ mt: '0.5', color: 'fg.subtle', flexShrink: 0 })} />
      <span className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
        <Combobox.ItemText className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
          {label}
        </Combobox.ItemText>
        {detail !== '' && (
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{detail}</span>
        )}
      </span>
    </span>
  );
}

/** 'No results found' in the list. */
export function PlaceNoResults({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className={css({ p: '3', color: 'fg.muted', fontSize: 'sm' })} data-testid={testId}>
      {t('location.search.noResults')}
    </div>
  );
}
