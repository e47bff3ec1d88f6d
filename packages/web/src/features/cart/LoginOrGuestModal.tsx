import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';

/**
 * The login-or-guest modal (spec §2): the title, why logging in helps (order history) and that
 * guests cannot see their history after ordering, the Guest and Login buttons, a Sign Up link
 * and the close icon. Login and Sign Up open the auth modal (the cart drawer's checkout gate);
 * without `onLogin`/`onSignUp` the modal offers Guest only.
 */
export function LoginOrGuestModal({
  open,
  onGuest,
  onLogin,
  onSignUp,
  onClose,
}: {
  open: boolean;
  onGuest: () => void;
  onLogin?: () => void;
  onSignUp?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="sm"
      title={t('checkout.gate.title')}
      description={t('checkout.gate.description')}
      testId="login-or-guest"
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', pt: '2' })}>
        <div className={css({ display: 'flex', gap: '3' })}>
          <Button
            variant={onLogin ? 'outline' : 'solid'}
            size="lg"
            className={css({ flex: '1' })}
            onClick={onGuest}
            data-testid="gate-guest"
          >
            {t('checkout.gate.guest')}
          </Button>
          {onLogin && (
            <Button size="lg" className={css({ flex: '1' })} onClick={onLogin}>
              {t('checkout.gate.login')}
            </Button>
          )}
        </div>
        {onSignUp && (
          <p className={css({ fontSize: 'sm', textAlign: 'center', color: 'fg.muted' })}>
            {t('checkout.gate.noAccount')}{' '}
            <button
              type="button"
              onClick={onSignUp}
              className={css({
                color: 'accent.text',
                fontWeight: 'semibold',
                cursor: 'pointer',
                _hover: { textDecoration: 'underline' },
              })}
            >
              {t('checkout.gate.signUp')}
            </button>
          </p>
        )}
      </div>
    </Dialog>
  );
}
