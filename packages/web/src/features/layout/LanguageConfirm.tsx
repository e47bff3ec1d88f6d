import type { LanguageCode } from '@storefront/core/domain/rtl';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { changeLanguage } from './language.js';

/**
 * The confirm before the language changes (the page reloads in the other direction): the
 * header's language menu and the phone menu drawer ask with it. `pending`: the language asked
 * for, null while closed.
 */
export function LanguageConfirm({
  pending,
  onCancel,
}: {
  pending: LanguageCode | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={pending != null}
      onOpenChange={(open) => !open && onCancel()}
      role="alertdialog"
      size="sm"
      title={t('language.confirm.title')}
      description={t('language.confirm.description')}
      testId="language-confirm"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} data-testid="language-confirm-no">
            {t('common.action.no')}
          </Button>
          <Button
            onClick={() => pending && changeLanguage(pending)}
            data-testid="language-confirm-yes"
          >
            {t('common.action.yes')}
          </Button>
        </>
      }
    />
  );
}
