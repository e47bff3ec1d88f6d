import type { ParcelIssues, ParcelParty } from '@storefront/core/machines/parcel.machine';
import type { LatLng } from '@storefront/core/domain/session';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { TextField } from '../../ui/Field.js';
import { MapIcon, MapPinIcon } from '../../ui/icons.js';
import { AddressMapPicker } from '../addresses/AddressMapPicker.js';
import type { SavedAddress } from '@storefront/core/api/addresses';

/**
 * A sender's or a receiver's contact and address: the name and phone, the address chosen on the
 * map picker (the location machine's, as the address forms use it) or from the saved addresses,
 * and the street, house and floor. Field errors come from the parcel machine.
 */
export function PartyForm({
  who,
  party,
  issues,
  saved,
  center,
  onChange,
}: {
  who: 'sender' | 'receiver';
  party: ParcelParty;
  issues: ParcelIssues;
  saved: readonly SavedAddress[];
  center: LatLng | null;
  onChange: (party: ParcelParty) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [mapOpen, setMapOpen] = useState(false);
  const set = (patch: Partial<ParcelParty>) => onChange({ ...party, ...patch });
  const error = (field: string) => (issues[field] ? t(issues[field]!) : null);
  const pinned = party.lat != null && party.lng != null;

  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      data-testid={`parcel-${who}`}
    >
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: '3',
        })}
      >
        <TextField
          id={`${id}-name`}
          label={t('parcel.contact.name')}
          value={party.name}
          autoComplete={who === 'sender' ? 'name' : 'off'}
          error={error('name')}
          onValue={(name) => set({ name })}
          data-testid={`parcel-${who}-name`}
        />
        <TextField
          id={`${id}-phone`}
          type="tel"
          dir="ltr"
          label={t('parcel.contact.phone')}
          value={party.phone}
          autoComplete={who === 'sender' ? 'tel' : 'off'}
          error={error('phone')}
          onValue={(phone) => set({ phone })}
          data-testid={`parcel-${who}-phone`}
        />
      </div>

      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'flex-start',
          p: '3',
          borderRadius: 'lg',
          borderWidth: '1px',
          borderColor: issues.address ? 'danger.text' : 'border.default',
          bg: 'bg.subtle',
        })}
      >
        <MapPinIcon
          className={css({ mt: '0.5', color: 'accent.text', flexShrink: 0, fontSize: 'lg' })}
        />
        <div className={css({ flex: '1 1 12rem', minW: 0 })}>
          <p className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' })}>
            {t('parcel.contact.address')}
          </p>
          <p
            className={css({ fontSize: 'sm', fontWeight: 'semibold', overflowWrap: 'anywhere' })}
            data-testid={`parcel-${who}-address`}
          >
            <bdi>{pinned && party.address ? party.address : t('parcel.contact.noPin')}</bdi>
          </p>
          {issues.address && (
            <p className={css({ fontSize: 'xs', color: 'danger.text', mt: '1' })} role="alert">
              {t(issues.address)}
            </p>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setMapOpen(true)}
          data-testid={`parcel-${who}-map`}
        >
          <MapIcon />
          {pinned ? t('parcel.contact.changePin') : t('parcel.contact.pickOnMap')}
        </Button>
      </div>

      {saved.length > 0 && (
        <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })}>
            {t('parcel.contact.savedAddresses')}
          </legend>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            {saved.slice(0, 6).map((a) => (
              <Button
                key={a.id}
                variant="outline"
                size="sm"
                onClick={() =>
                  set({
                    address: a.address,
                    lat: Number(a.latitude),
                    lng: Number(a.longitude),
                    road: a.road ?? party.road,
                    house: a.house ?? party.house,
                    floor: a.floor ?? party.floor,
                    ...(who === 'receiver' && party.name === ''
                      ? { name: a.contact_person_name }
                      : {}),
                    ...(who === 'receiver' && party.phone === ''
                      ? { phone: a.contact_person_number }
                      : {}),
                  })
                }
                data-testid={`parcel-${who}-saved`}
              >
                <MapPinIcon />
                <span className={css({ maxW: '48', truncate: true })}>
                  {a.address_type}: <bdi>{a.address}</bdi>
                </span>
              </Button>
            ))}
          </div>
        </fieldset>
      )}

      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: '3',
        })}
      >
        <TextField
          id={`${id}-road`}
          label={t('parcel.contact.road')}
          value={party.road}
          onValue={(road) => set({ road })}
        />
        <TextField
          id={`${id}-house`}
          label={t('parcel.contact.house')}
          value={party.house}
          onValue={(house) => set({ house })}
        />
        <TextField
          id={`${id}-floor`}
          label={t('parcel.contact.floor')}
          value={party.floor}
          onValue={(floor) => set({ floor })}
        />
      </div>

      <Dialog
        open={mapOpen}
        onOpenChange={setMapOpen}
        size="lg"
        title={t(who === 'sender' ? 'parcel.sender.title' : 'parcel.receiver.title')}
        description={t('location.map.hint')}
        testId={`parcel-${who}-picker`}
      >
        {mapOpen && (
          <AddressMapPicker
            center={pinned ? { lat: party.lat!, lng: party.lng! } : center}
            onPicked={(picked) => {
              set({ address: picked.address, lat: picked.latitude, lng: picked.longitude });
              setMapOpen(false);
            }}
            onCancel={() => setMapOpen(false)}
          />
        )}
      </Dialog>
    </div>
  );
}
