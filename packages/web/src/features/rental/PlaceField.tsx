import { Combobox, createListCollection } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import { placeDetails, searchPlaces } from '@storefront/core/api/calls';
import type { RentalLocation } from '@storefront/core/domain/rental';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { combobox, input } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { ClockIcon } from '../catalogue/icons.js';
import { MapPinIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import {
  PlaceNoResults,
  PlaceOptionText,
  placeComboboxBehaviour,
} from '../location/PlaceOption.js';
import { fieldIcon } from '../../ui/field-icon.js';

/** How long the typing pauses before the places are asked for. */
const DEBOUNCE_MS = 300;
/** Place search starts from this many characters. */
const MIN_SEARCH = 2;

interface Option {
  value: string;
  label: string;
  detail: string;
  /** A place of the history (already with its coordinates). */
  place: RentalLocation | null;
}

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/**
 * A place of the trip (pickup or destination): an Ark combobox over the place search
 * (`config/place-api-autocomplete`, from 2 characters, debounced); choosing a suggestion reads
 * its coordinates (`config/place-api-details`). With an empty text it offers `history` (the
 * destination history's last 5).
 */
export function PlaceField({
  id,
  label,
  icon,
  value,
  onChange,
  history = [],
  error,
  testId,
}: {
  id: string;
  label: string;
  icon: ReactNode;
  value: RentalLocation | null;
  onChange: (place: RentalLocation | null) => void;
  history?: readonly RentalLocation[];
  error?: string | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const { language } = useSession();
  const [text, setText] = useState(value?.location_name ?? '');
  const [resolving, setResolving] = useState(false);
  // The text follows a place set from outside (the search's query, the stored location).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    // Clearing the place while typing keeps the text.
    if (value != null) setText(value.location_name);
  }
  const debounced = useDebounced(text.trim());
  const searching = debounced.length >= MIN_SEARCH && debounced !== value?.location_name;
  const places = useQuery({
    queryKey: ['places', language, debounced],
    queryFn: ({ signal }) => searchPlaces(api, debounced, signal),
    enabled: searching,
    staleTime: 5 * 60_000,
  });
  const options: Option[] = useMemo(() => {
    if (text.trim() === '') {
      return [...history].reverse().map((place, i) => ({
        value: `history-${i}`,
        label: place.location_name,
        detail: '',
        place,
      }));
    }
    return (searching ? (places.data ?? []) : []).map((s) => ({
      value: s.placeId,
      label: s.mainText || s.text,
      detail: s.secondaryText,
      place: null,
    }));
  }, [text, history, searching, places.data]);
  const collection = useMemo(
    () =>
      createListCollection<Option>({
        items: options,
        itemToValue: (o) => o.value,
        itemToString: (o) => o.label,
      }),
    [options],
  );

  const choose = async (option: Option) => {
    if (option.place) {
      onChange(option.place);
      return;
    }
    const suggestion = places.data?.find((s) => s.placeId === option.value);
    setResolving(true);
    try {
      const detail = await placeDetails(api, option.value);
      onChange({
        location_name: suggestion?.text ?? detail.address,
        lat: detail.lat,
        lng: detail.lng,
      });
    } catch (failure) {
      notifier.notify(
        'error',
        failure instanceof Error ? failure.message : t('common.error.generic'),
      );
    } finally {
      setResolving(false);
    }
  };

  const classes = combobox();
  const errorId = `${id}-error`;
  const busy = resolving || (searching && places.isFetching);
  return (
    <Combobox.Root
      collection={collection}
      inputValue={text}
      onInputValueChange={({ inputValue, reason }) => {
        if (reason === 'input-change' || reason === 'clear-trigger') {
          setText(inputValue);
          if (value != null) onChange(null);
        }
      }}
      onValueChange={({ items }) => {
        const option = items[0];
        if (option) void choose(option);
      }}
      {...placeComboboxBehaviour}
      className={cx(classes.root, css({ display: 'flex', flexDirection: 'column', gap: '1.5' }))}
      ids={{ input: id }}
      data-testid={testId}
    >
      <Combobox.Label className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </Combobox.Label>
      <Combobox.Control className={classes.control}>
        <span className={fieldIcon}>{icon}</span>
        {/* A place keeps its own direction (a Latin address in an Arabic page shows its start);
            the paddings are even, so the icon and the spinner never cover it either way. */}
        <Combobox.Input
          dir="auto"
          className={cx(input(), css({ px: '10', textAlign: 'start' }))}
          placeholder={t('rentalPages.search.placePlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {busy && (
          <span
            className={css({
              position: 'absolute',
              insetInlineEnd: '3',
              top: '50%',
              transform: 'translateY(-50%)',
              display: 'flex',
            })}
          >
            <Spinner />
          </span>
        )}
      </Combobox.Control>
      {error && (
        <p id={errorId} className={css({ fontSize: 'xs', color: 'danger.text' })}>
          {error}
        </p>
      )}
      <Portal>
        <Combobox.Positioner className={classes.positioner}>
          <Combobox.Content className={classes.content}>
            {options.length === 0 && searching && !places.isFetching && <PlaceNoResults />}
            {text.trim() === '' && options.length > 0 && (
              <div
                className={css({
                  px: '3',
                  pt: '2',
                  pb: '1',
                  fontSize: 'xs',
                  color: 'fg.muted',
                  fontWeight: 'semibold',
                })}
              >
                {t('rentalPages.search.recent')}
              </div>
            )}
            <Combobox.List>
              {collection.items.map((option) => (
                <Combobox.Item
                  key={option.value}
                  item={option}
                  className={classes.item}
                  data-testid={`${testId}-option`}
                >
                  <PlaceOptionText
                    label={option.label}
                    detail={option.detail}
                    icon={option.place ? ClockIcon : MapPinIcon}
                  />
                </Combobox.Item>
              ))}
            </Combobox.List>
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
