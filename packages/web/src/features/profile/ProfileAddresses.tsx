import { deleteAddress, type SavedAddress } from '@storefront/core/api/addresses';
import { errorTexts, toUiError } from '@storefront/core/domain/ui-error';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Icon, PlusIcon, type IconProps } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { LoadFailed, Loading } from '../account/ui.js';
import { AddressFormDialog, type AddressFormMode } from '../addresses/AddressFormDialog.js';
import { AddressTypeIcon, EditIcon, useAddressTypeText } from '../addresses/AddressType.js';
import { refreshAddresses, useSavedAddresses } from '../addresses/queries.js';

const TrashIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
  </Icon>
);

function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const typeText = useAddressTypeText();
  const type = typeText(address);
  const details = [address.road, address.house, address.floor].filter(
    (part): part is string => part != null && part.trim() !== '',
  );
  return (
    <li
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'flex-start',
        p: '4',
        borderRadius: 'lg',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.surface',
      })}
      data-testid="profile-address"
      data-address-id={address.id}
    >
      <span
        aria-hidden="true"
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '10',
          h: '10',
          flexShrink: 0,
          borderRadius: 'full',
          bg: 'accent.subtle',
          color: 'accent.text',
        })}
      >
        <AddressTypeIcon type={address.address_type} />
      </span>
      <div
        className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: 1, minW: 0 })}
      >
        <span className={css({ fontWeight: 'semibold' })}>{type}</span>
        <span className={css({ fontSize: 'sm', color: 'fg.default', overflowWrap: 'anywhere' })}>
          {address.address}
        </span>
        {details.length > 0 && (
          <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{details.join(' · ')}</span>
        )}
        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {address.contact_person_name} · <span dir="ltr">{address.contact_person_number}</span>
        </span>
      </div>
      <div className={css({ display: 'flex', gap: '1', flexShrink: 0 })}>
        <Button
          variant="ghost"
          size="iconSm"
          onClick={onEdit}
          aria-label={t('profile.addresses.edit', { type })}
          data-testid="profile-address-edit"
        >
          <EditIcon />
        </Button>
        <Button
          variant="ghost"
          size="iconSm"
          onClick={onDelete}
          aria-label={t('profile.addresses.delete', { type })}
          className={css({ color: 'danger.text' })}
          data-testid="profile-address-delete"
        >
          <TrashIcon />
        </Button>
      </div>
    </li>
  );
}

/**
 * The saved addresses, managed from the profile: the list (refetched when shown), Add Address,
 * edit and delete with a confirm. Adding and editing reuse the address dialog of the checkout
 * (map, Label As, the form); the server's message is toasted and the lists refetched.
 */
export function ProfileAddresses() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const addresses = useSavedAddresses({ fresh: true });
  const [form, setForm] = useState<{ open: boolean; mode: AddressFormMode }>({
    open: false,
    mode: { kind: 'add' },
  });
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const remove = useMutation({
    mutationFn: (address: SavedAddress) => deleteAddress(api, address.id),
    onSuccess: (answer) => {
      notifier.notify('success', answer.message);
      setDeleting(null);
      void refreshAddresses(queryClient);
    },
    onError: (error) => {
      for (const message of errorTexts(toUiError(error), t)) notifier.notify('error', message);
    },
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={css({
        bg: 'bg.surface',
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        boxShadow: 'card',
        p: { base: '4', sm: '6' },
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
      })}
      data-testid="profile-addresses"
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <div>
          <h2 id={`${id}-title`} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
            {t('profile.addresses.title')}
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t('profile.addresses.description')}
          </p>
        </div>
        <Button
          variant="subtle"
          size="sm"
          onClick={() => setForm({ open: true, mode: { kind: 'add' } })}
          data-testid="profile-address-add"
        >
          <PlusIcon />
          {t('profile.addresses.add')}
        </Button>
      </div>
      {addresses.isPending ? (
        <Loading />
      ) : addresses.isError ? (
        <LoadFailed onRetry={() => void addresses.refetch()} />
      ) : addresses.data.length === 0 ? (
        <p
          className={css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center', py: '4' })}
          data-testid="profile-addresses-empty"
        >
          {t('profile.addresses.empty')}
        </p>
      ) : (
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            gap: '3',
            listStyle: 'none',
          })}
        >
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setForm({ open: true, mode: { kind: 'edit', address } })}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </ul>
      )}
      <AddressFormDialog
        open={form.open}
        mode={form.mode}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        onSaved={() => undefined}
      />
      <Dialog
        open={deleting != null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        role="alertdialog"
        size="sm"
        title={t('profile.addresses.deleteConfirm')}
        description={deleting?.address}
        testId="profile-address-delete-confirm"
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => setDeleting(null)}
              disabled={remove.isPending}
              data-testid="profile-address-delete-cancel"
            >
              {t('common.action.cancel')}
            </Button>
            <Button
              onClick={() => deleting && remove.mutate(deleting)}
              disabled={remove.isPending}
              aria-busy={remove.isPending || undefined}
              data-testid="profile-address-delete-yes"
            >
              {remove.isPending && <Spinner />}
              {t('common.action.yes')}
            </Button>
          </>
        }
      />
    </section>
  );
}
