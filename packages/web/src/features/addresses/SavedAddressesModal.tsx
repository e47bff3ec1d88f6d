import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { SavedAddress } from '@storefront/core/api/addresses';
import { addressesInZone } from '@storefront/core/domain/address';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, dialog, note } from '../../../styled-system/recipes';
import { AlertIcon, CloseIcon, InfoIcon, PlusIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { AddressTypeIcon, useAddressTypeText } from './AddressType.js';
import { useSavedAddresses } from './queries.js';

/** The empty state's picture: a folded map with a question mark. */
function NoAddressArt() {
  return (
    <svg
      viewBox="0 0 96 72"
      width="96"
      height="72"
      aria-hidden="true"
      className={css({ color: 'fg.subtle' })}
    >
      <path
        d="M8 14 32 6l32 8 24-8v52l-24 8-32-8-24 8Z"
        fill="currentColor"
        opacity="0.12"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M32 6v52M64 14v52" stroke="currentColor" strokeWidth="2" opacity="0.5" />
      <circle cx="48" cy="34" r="13" className={css({ fill: 'bg.surface' })} />
      <path
        d="M43.5 30a4.5 4.5 0 1 1 6 4.2c-1 .4-1.5 1.2-1.5 2.3V38M48 42.5v.5"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
        className={css({ color: 'accent.text' })}
      />
    </svg>
  );
}

/**
 * The Saved Addresses modal (spec §2): the saved addresses as radio-style cards (type and
 * address text) in a list capped at 40vh, with Cancel, Select and add-address; 300/400/458 px
 * wide by breakpoint. Refetched on open (spec §4); when the store has a zone, only addresses in
 * it can be chosen. With no saved address: 'Oops' and its text with add-address; with nothing to
 * choose and no refetch running: 'No saved addresses found to select.'.
 */
export function SavedAddressesModal({
  open,
  onOpenChange,
  zoneId,
  selectedId,
  onSelect,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The store's zone: only addresses in it are offered. */
  zoneId: number | null;
  /** The address checked when the modal opens (the checkout's, or one just added). */
  selectedId: number | null;
  onSelect: (address: SavedAddress) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const classes = dialog({ size: 'sm' });
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={cx(classes.positioner, css({ alignItems: 'center' }))}>
          <ArkDialog.Content
            className={cx(
              classes.content,
              css({
                // The spec's widths by breakpoint: 300 / 400 / 458 px.
                w: { base: '300px', sm: '400px', md: '458px' },
                maxW: 'calc(100vw - 1rem)',
                borderRadius: '2xl',
              }),
            )}
            data-testid="saved-addresses"
          >
            <div className={classes.header}>
              <ArkDialog.Title className={classes.title}>
                {t('addresses.modal.title')}
              </ArkDialog.Title>
              <ArkDialog.Description className={classes.description}>
                {t('addresses.modal.description')}
              </ArkDialog.Description>
            </div>
            <ModalBody
              zoneId={zoneId}
              selectedId={selectedId}
              onSelect={onSelect}
              onAdd={onAdd}
              onCancel={() => onOpenChange(false)}
            />
            <ArkDialog.CloseTrigger
              className={cx(classes.closeTrigger, button({ variant: 'ghost', size: 'iconSm' }))}
              aria-label={t('common.action.close')}
            >
              <CloseIcon />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

function ModalBody({
  zoneId,
  selectedId,
  onSelect,
  onAdd,
  onCancel,
}: {
  zoneId: number | null;
  selectedId: number | null;
  onSelect: (address: SavedAddress) => void;
  onAdd: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const typeText = useAddressTypeText();
  const classes = dialog({ size: 'sm' });
  const query = useSavedAddresses({ fresh: true });
  const all = query.data ?? [];
  const choices = addressesInZone(all, zoneId);
  const [chosen, setChosen] = useState<number | null>(selectedId);
  const picked = choices.find((a) => a.id === chosen) ?? null;
  const loading = query.isPending;
  const nothingSaved = !loading && !query.isError && all.length === 0;
  const nothingToSelect = !loading && !query.isError && choices.length === 0 && !query.isFetching;

  const addButton = (
    <button
      type="button"
      className={button({ variant: 'outline', size: 'sm' })}
      onClick={onAdd}
      data-testid="saved-addresses-add"
    >
      <PlusIcon />
      {t('addresses.add')}
    </button>
  );

  return (
    <>
      <div
        className={cx(classes.body, css({ display: 'flex', flexDirection: 'column', gap: '3' }))}
      >
        {loading ? (
          <div
            className={css({ display: 'grid', placeItems: 'center', py: '8', color: 'fg.muted' })}
          >
            <Spinner label={t('addresses.loading')} />
          </div>
        ) : query.isError ? (
          <div className={note({ tone: 'error' })} role="alert">
            <AlertIcon />
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <span>{t('addresses.loadError')}</span>
              <button
                type="button"
                className={cx(
                  button({ variant: 'outline', size: 'sm' }),
                  css({ alignSelf: 'start' }),
                )}
                onClick={() => void query.refetch()}
              >
                {t('common.action.tryAgain')}
              </button>
            </div>
          </div>
        ) : nothingSaved ? (
          <div
            className={css({
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              gap: '2',
              py: '4',
            })}
            data-testid="saved-addresses-empty"
          >
            <NoAddressArt />
            <p className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
              {t('addresses.empty.title')}
            </p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', maxW: '72' })}>
              {t('addresses.empty.description')}
            </p>
            <div className={css({ pt: '1' })}>{addButton}</div>
          </div>
        ) : (
          <fieldset
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '2',
              maxH: '40vh',
              overflowY: 'auto',
              // Room for the focus ring of the first and last cards.
              p: '0.5',
            })}
            data-testid="saved-addresses-list"
          >
            <legend className={css({ srOnly: true })}>{t('addresses.modal.title')}</legend>
            {choices.map((address) => (
              <label
                key={address.id}
                className={css({
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: '3',
                  p: '3',
                  borderRadius: 'lg',
                  borderWidth: '1px',
                  borderColor: 'border.strong',
                  cursor: 'pointer',
                  _hover: { bg: 'bg.subtle' },
                  '&:has(input:checked)': { borderColor: 'accent.solid', bg: 'accent.subtle' },
                  '&:has(input:focus-visible)': {
                    outline: '2px solid',
                    outlineColor: 'focusRing',
                    outlineOffset: '2px',
                  },
                })}
                data-testid="saved-address-option"
                data-address-id={address.id}
              >
                <input
                  type="radio"
                  name="saved-address"
                  value={address.id}
                  checked={chosen === address.id}
                  onChange={() => setChosen(address.id)}
                  className={css({
                    accentColor: 'accent.solid',
                    w: '4',
                    h: '4',
                    mt: '0.5',
                    flexShrink: 0,
                  })}
                />
                <span
                  className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0 })}
                >
                  <span
                    className={css({
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: '1.5',
                      fontWeight: 'semibold',
                      fontSize: 'sm',
                    })}
                  >
                    <AddressTypeIcon type={address.address_type} />
                    {typeText(address)}
                  </span>
                  <span
                    className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}
                  >
                    {address.address}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {nothingToSelect && (
          <p className={note({ tone: 'info' })} role="status" data-testid="saved-addresses-none">
            <InfoIcon />
            <span>{t('addresses.noneToSelect')}</span>
          </p>
        )}
      </div>
      <div
        className={cx(classes.footer, css({ justifyContent: 'space-between', flexWrap: 'wrap' }))}
      >
        {nothingSaved ? <span /> : addButton}
        <div className={css({ display: 'flex', gap: '2', ms: 'auto' })}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={onCancel}
          >
            {t('addresses.modal.cancel')}
          </button>
          <button
            type="button"
            className={button({ variant: 'solid', size: 'sm' })}
            disabled={picked == null}
            onClick={() => picked && onSelect(picked)}
            data-testid="saved-addresses-select"
          >
            {t('addresses.modal.select')}
          </button>
        </div>
      </div>
    </>
  );
}
