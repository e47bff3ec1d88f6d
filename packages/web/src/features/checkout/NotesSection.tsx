import {
  DELIVERY_INSTRUCTIONS,
  UNAVAILABLE_ITEM_NOTES,
  type DeliveryInstruction,
  type UnavailableItemNote,
} from '@storefront/core/domain/checkout';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { CutleryIcon } from './icons.js';
import { Section, ToggleChips } from './ui.js';

const UNAVAILABLE = Object.keys(UNAVAILABLE_ITEM_NOTES) as UnavailableItemNote[];
const INSTRUCTIONS = Object.keys(DELIVERY_INSTRUCTIONS) as DeliveryInstruction[];

const groupTitle = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' });

/**
 * The order's notes (reference 'Notes', 'Cutlery'): what to do if a product is not available,
 * the delivery instruction (delivery only), each one fixed option or none, and the cutlery
 * switch when the store offers cutlery to a food order (it turns off again, unlike the
 * incumbent's).
 */
export function NotesSection({
  unavailableItemNote,
  deliveryInstruction,
  cutlery,
  showDeliveryInstruction,
  showCutlery,
  onNotes,
  onCutlery,
}: {
  unavailableItemNote: UnavailableItemNote | null;
  deliveryInstruction: DeliveryInstruction | null;
  cutlery: boolean;
  showDeliveryInstruction: boolean;
  showCutlery: boolean;
  onNotes: (notes: {
    unavailableItemNote?: UnavailableItemNote | null;
    deliveryInstruction?: DeliveryInstruction | null;
  }) => void;
  onCutlery: (cutlery: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Section title={t('checkout.extras.title')} testId="checkout-notes">
      {showCutlery && (
        <label
          htmlFor={`${id}-cutlery`}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            p: '3',
            borderRadius: 'lg',
            bg: 'bg.subtle',
            cursor: 'pointer',
          })}
        >
          <CutleryIcon className={css({ fontSize: 'xl', color: 'accent.text', flexShrink: 0 })} />
          <span className={css({ display: 'flex', flexDirection: 'column', flex: 1, minW: 0 })}>
            <span className={groupTitle}>{t('checkout.cutlery.title')}</span>
            <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
              {t('checkout.cutlery.hint')}
            </span>
          </span>
          <input
            id={`${id}-cutlery`}
            type="checkbox"
            role="switch"
            checked={cutlery}
            aria-checked={cutlery}
            onChange={(e) => onCutlery(e.target.checked)}
            data-testid="cutlery-switch"
            className={css({
              appearance: 'none',
              flexShrink: 0,
              position: 'relative',
              w: '11',
              h: '6',
              borderRadius: 'full',
              bg: 'border.strong',
              cursor: 'pointer',
              transitionProperty: 'background',
              transitionDuration: '150ms',
              _before: {
                content: '""',
                position: 'absolute',
                top: '0.5',
                insetInlineStart: '0.5',
                w: '5',
                h: '5',
                borderRadius: 'full',
                bg: 'bg.surface',
                boxShadow: 'card',
                transitionProperty: 'inset-inline-start',
                transitionDuration: '150ms',
              },
              _checked: {
                bg: 'accent.solid',
                _before: { insetInlineStart: '5.5' },
              },
              _focusVisible: {
                outline: '2px solid',
                outlineColor: 'focusRing',
                outlineOffset: '2px',
              },
            })}
          />
        </label>
      )}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h3 className={groupTitle}>{t('checkout.notes.unavailable.title')}</h3>
        <ToggleChips
          label={t('checkout.notes.unavailable.title')}
          value={unavailableItemNote}
          testId="unavailable-note"
          options={UNAVAILABLE.map((value) => ({
            value,
            label: t(`checkout.notes.unavailable.${value}`),
          }))}
          onChange={(value) => onNotes({ unavailableItemNote: value })}
        />
      </div>
      {showDeliveryInstruction && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h3 className={groupTitle}>{t('checkout.notes.instruction.title')}</h3>
          <ToggleChips
            label={t('checkout.notes.instruction.title')}
            value={deliveryInstruction}
            testId="delivery-instruction"
            options={INSTRUCTIONS.map((value) => ({
              value,
              label: t(`checkout.notes.instruction.${value}`),
            }))}
            onChange={(value) => onNotes({ deliveryInstruction: value })}
          />
        </div>
      )}
    </Section>
  );
}
