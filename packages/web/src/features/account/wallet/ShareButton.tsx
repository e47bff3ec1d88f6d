import { useTranslation } from 'react-i18next';
import { button } from '../../../../styled-system/recipes';
import { notifier } from '../../../adapters/notifier.js';
import { LinkIcon } from '../../../ui/icons.js';
import { copyText } from '../ui.js';

/**
 * Shares an invitation with one tap: the browser's share sheet (Web Share API) where there is
 * one, else the invitation is copied. A share the customer dismisses says nothing.
 */
export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const data = { title, text, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        notifier.notify('success', t('referral.shared'));
      } catch (error) {
        // Dismissed by the customer: nothing to say. Refused by the browser: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        await copyText(`${text} ${url}`, t);
      }
      return;
    }
    await copyText(`${text} ${url}`, t);
  };
  return (
    <button
      type="button"
      className={button({ variant: 'solid', size: 'sm' })}
      onClick={() => void share()}
      data-testid="referral-share"
    >
      <LinkIcon />
      {t('referral.share')}
    </button>
  );
}
