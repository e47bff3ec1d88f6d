import { profileEditView } from '@storefront/core/machines/profile-edit.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { useConfig } from '../../app/queries.js';
import type { Config } from '../../app/types.js';
import { useSession } from '../../app/session.js';
import { Button } from '../../ui/Button.js';
import { EditIcon } from '../addresses/AddressType.js';
import { AccountDeletion } from '../profile/AccountDeletion.js';
import { profileEditInput, profileEditLogic } from '../profile/logic.js';
import { ProfileAddresses } from '../profile/ProfileAddresses.js';
import { ProfileEditor } from '../profile/ProfileEditor.js';
import { formatDate, useMoney } from '../catalogue/format.js';
import { Avatar, customerName } from './Avatar.js';
import { OrdersIcon, StarIcon, VerifiedIcon, WalletIcon } from './icons.js';
import type { AccountMenuFacts } from '@storefront/core/domain/account-menu';
import { isOffered } from '@storefront/core/domain/account-menu';
import type { CustomerInfo } from './queries.js';
import { Loading, Panel } from './ui.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

/** Verified or not, as a small mark beside a phone or an e-mail. */
function VerifiedMark({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={cx(
        css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          px: '2',
          py: '0.5',
          borderRadius: 'full',
          fontSize: 'xs',
          fontWeight: 'semibold',
        }),
        verified
          ? css({ bg: 'success.subtle', color: 'success.text' })
          : css({ bg: 'bg.subtle', color: 'fg.muted' }),
      )}
      data-testid="verified-mark"
      data-verified={verified}
    >
      {verified && <VerifiedIcon />}
      {verified ? t('account.info.verified') : t('account.info.notVerified')}
    </span>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '1',
        py: '3',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        _last: { borderBottomWidth: '0' },
      })}
    >
      <dt className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' })}>{label}</dt>
      <dd
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '2',
          fontWeight: 'medium',
        })}
      >
        {children}
      </dd>
    </div>
  );
}

function Stat({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        p: '4',
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.subtle',
      })}
    >
      <span aria-hidden="true" className={css({ color: 'accent.text', fontSize: 'xl' })}>
        {icon}
      </span>
      <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{label}</span>
        <span className={css({ fontWeight: 'bold', fontSize: 'lg' })} data-testid={testId}>
          {value}
        </span>
      </div>
    </div>
  );
}

/**
 * Profile settings: the customer of GET customer/info: image or initials, name, phone and e-mail
 * with their verified marks, the member-since date, and the order count, wallet balance and
 * loyalty points (as the configuration allows); 'Edit profile' opens 'Edit Personal Details'
 * (core's profileEditMachine, features/profile), and under it the saved addresses and the
 * account deletion.
 */
export function ProfileSettingsSection({
  info,
  facts,
}: {
  info: CustomerInfo;
  facts: AccountMenuFacts;
}) {
  const config = useConfig();
  // The form needs the configuration (the password fields, Firebase codes).
  if (config.isPending) {
    return (
      <Panel>
        <Loading />
      </Panel>
    );
  }
  return <ProfileSettings info={info} facts={facts} config={config.data} />;
}

function ProfileSettings({
  info,
  facts,
  config,
}: {
  info: CustomerInfo;
  facts: AccountMenuFacts;
  config: Config | undefined;
}) {
  const queryClient = useQueryClient();
  const [logic] = useState(() => profileEditLogic(queryClient));
  const actor = useInspectedActorRef(logic, { input: profileEditInput(info, config) });
  const step = useSelector(actor, (s) => profileEditView(s).step);
  // A profile fetched again (after saving, or elsewhere) is the one the form starts from.
  useEffect(() => actor.send({ type: 'PROFILE_LOADED', profile: info }), [actor, info]);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (step === 'viewing' && wasEditing.current) editButton.current?.focus();
    wasEditing.current = step !== 'viewing';
  }, [step]);

  if (step !== 'viewing') {
    return <ProfileEditor actor={actor} info={info} config={config} />;
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <ProfileSummary
        info={info}
        facts={facts}
        onEdit={() => actor.send({ type: 'EDIT' })}
        editButton={editButton}
      />
      <ProfileAddresses />
      <AccountDeletion />
    </div>
  );
}

/** The profile as it is, with 'Edit profile'. */
function ProfileSummary({
  info,
  facts,
  onEdit,
  editButton,
}: {
  info: CustomerInfo;
  facts: AccountMenuFacts;
  onEdit: () => void;
  editButton: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { language } = useSession();
  const name = customerName(info);
  return (
    <Panel testId="profile-settings">
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', sm: 'row' },
          alignItems: { base: 'flex-start', sm: 'center' },
          gap: '4',
          pb: '4',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <Avatar info={info} size="lg" />
        <div
          className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0, flex: 1 })}
        >
          <p className={css({ fontSize: 'xl', fontWeight: 'bold' })} data-testid="profile-name">
            {name}
          </p>
          <p
            className={css({ fontSize: 'sm', color: 'fg.muted' })}
            data-testid="profile-member-since"
          >
            {t('account.info.memberSince', { date: formatDate(info.created_at ?? '', language) })}
          </p>
        </div>
        <Button
          ref={editButton}
          variant="outline"
          size="sm"
          onClick={onEdit}
          data-testid="profile-edit-open"
        >
          <EditIcon />
          {t('profile.edit.open')}
        </Button>
      </div>
      <dl className={css({ mt: '2' })}>
        <Field label={t('account.info.phone')}>
          {info.phone ? (
            <>
              <span dir="ltr" data-testid="profile-phone">
                {info.phone}
              </span>
              <VerifiedMark verified={info.is_phone_verified === 1} />
            </>
          ) : (
            <span className={css({ color: 'fg.muted' })}>{t('account.info.none')}</span>
          )}
        </Field>
        <Field label={t('account.info.email')}>
          {info.email ? (
            <>
              <span
                dir="ltr"
                className={css({ wordBreak: 'break-all' })}
                data-testid="profile-email"
              >
                {info.email}
              </span>
              <VerifiedMark verified={info.is_email_verified === 1} />
            </>
          ) : (
            <span className={css({ color: 'fg.muted' })}>{t('account.info.none')}</span>
          )}
        </Field>
      </dl>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: '3',
          mt: '4',
        })}
      >
        <Stat
          icon={<OrdersIcon />}
          label={t('account.info.orders')}
          value={String(info.order_count)}
          testId="profile-order-count"
        />
        {isOffered('wallet', facts) && (
          <Stat
            icon={<WalletIcon />}
            label={t('account.info.wallet')}
            value={money(info.wallet_balance)}
            testId="profile-wallet"
          />
        )}
        {isOffered('loyalty-points', facts) && (
          <Stat
            icon={<StarIcon />}
            label={t('account.info.points')}
            value={String(info.loyalty_point)}
            testId="profile-points"
          />
        )}
      </div>
    </Panel>
  );
}
