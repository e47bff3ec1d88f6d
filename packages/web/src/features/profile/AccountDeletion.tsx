import { errorTexts } from '@storefront/core/domain/ui-error';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { note } from '../../../styled-system/recipes';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { AlertIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { accountDeletionLogic } from './logic.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

/**
 * Delete my account (spec §2 'Confirm dialog (Cancel and Yes)', §4 'Account deletion', §8): the
 * confirm, then 'Account has been deleted', the token removed and the app at /. A refusal (an
 * ongoing order) is toasted (its first message) and stays under the button.
 */
export function AccountDeletion() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [logic] = useState(() => accountDeletionLogic(queryClient));
  const actor = useInspectedActorRef(logic);
  const confirming = useSelector(actor, (s) => s.hasTag('confirm'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        alignItems: { base: 'stretch', sm: 'center' },
        justifyContent: 'space-between',
        gap: '4',
        p: { base: '4', sm: '6' },
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'danger.border',
        bg: 'bg.surface',
      })}
      data-testid="account-deletion"
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
        <h2 id={`${id}-title`} className={css({ fontWeight: 'bold', color: 'danger.text' })}>
          {t('profile.delete.title')}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', maxW: '2xl' })}>
          {t('profile.delete.description')}
        </p>
        {error && (
          <p className={note({ tone: 'error' })} role="alert" data-testid="account-deletion-error">
            <AlertIcon />
            {errorTexts(error, t)[0]}
          </p>
        )}
      </div>
      <Button
        variant="outline"
        onClick={() => actor.send({ type: 'DELETE' })}
        disabled={busy}
        className={css({
          color: 'danger.text',
          borderColor: 'danger.border',
          _hover: { _enabled: { bg: 'danger.subtle' } },
        })}
        data-testid="account-delete"
      >
        {t('profile.delete.open')}
      </Button>
      <Dialog
        open={confirming || busy}
        onOpenChange={(open) => {
          if (!open && confirming) actor.send({ type: 'CANCEL' });
        }}
        role="alertdialog"
        size="sm"
        title={t('profile.delete.confirmTitle')}
        description={t('profile.delete.confirmText')}
        testId="account-delete-confirm"
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => actor.send({ type: 'CANCEL' })}
              disabled={busy}
              data-testid="account-delete-cancel"
            >
              {t('profile.delete.cancel')}
            </Button>
            <Button
              onClick={() => actor.send({ type: 'CONFIRM' })}
              disabled={busy}
              aria-busy={busy || undefined}
              className={css({
                bg: 'danger.text',
                color: 'bg.surface',
                _hover: { _enabled: { bg: 'danger.text', opacity: 0.9 } },
              })}
              data-testid="account-delete-yes"
            >
              {busy && <Spinner />}
              {t('profile.delete.yes')}
            </Button>
          </>
        }
      />
    </section>
  );
}
