import type { CatalogItem } from '@storefront/core/domain/item';
import { itemAddOns } from '@storefront/core/domain/item';
import { toAmount } from '@storefront/core/domain/money';
import type { ModuleType } from '@storefront/core/domain/session';
import {
  foodVariationsOf,
  isMultiVariation,
  isRequiredVariation,
  usesFoodVariations,
  variationBounds,
} from '@storefront/core/domain/variations';
import type {
  ItemConfigContext,
  ItemConfigEvent,
  ItemConfigView,
} from '@storefront/core/machines/item-config.types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { Chip } from '../catalogue/Badges.js';
import { useMoney } from '../catalogue/format.js';
import { QuantityStepper } from './QuantityStepper.js';

const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 });
const legend = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'bold',
  fontSize: 'md',
  mb: '2',
});
const optionRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2.5',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&:has(input:checked)': { borderColor: 'accent.solid', bg: 'accent.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing' },
  '& input': { accentColor: 'token(colors.accent.solid)', w: '4', h: '4', flexShrink: 0 },
});
const errorText = css({ color: 'danger.text', fontSize: 'sm', fontWeight: 'medium' });

interface Props {
  item: CatalogItem;
  moduleType: ModuleType;
  context: ItemConfigContext;
  view: ItemConfigView;
  /** Show each group's broken rule (after a refused submit). */
  showIssues: boolean;
  send: (event: ItemConfigEvent) => void;
}

const isChosen = (context: ItemConfigContext, choiceIndex: number, optionIndex: number) =>
  context.selected.some((s) => s.choiceIndex === choiceIndex && s.optionIndex === optionIndex);

/** Food variations: single (radio) or multi (checkbox), required or optional, with min/max. */
function FoodVariations({ item, context, view, showIssues, send }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const base = useId();
  const groups = foodVariationsOf(item.food_variations);
  return (
    <>
      {groups.map((group, choiceIndex) => {
        const multi = isMultiVariation(group);
        const required = isRequiredVariation(group);
        const { min, max } = variationBounds(group);
        const issue = view.messages.find((_, i) => view.issues[i]?.choiceIndex === choiceIndex);
        const issueId = `${base}-issue-${choiceIndex}`;
        return (
          <fieldset
            key={`${group.name}-${choiceIndex}`}
            className={fieldset}
            aria-describedby={showIssues && issue ? issueId : undefined}
            data-testid="variation-group"
          >
            <legend className={legend}>
              <span>{group.name}</span>
              <Chip tone={required ? 'warning' : 'info'}>
                {required ? t('item.variation.required.badge') : t('item.variation.optional.badge')}
              </Chip>
              {multi && (
                <span className={css({ fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })}>
                  {t('item.variation.multiHint', { min, max })}
                </span>
              )}
            </legend>
            {group.values.map((value, optionIndex) => {
              const price = toAmount(value.optionPrice);
              const soldOut = value.stock != null && value.stock <= 0;
              return (
                <label key={`${value.label}-${optionIndex}`} className={optionRow}>
                  <input
                    type={multi ? 'checkbox' : 'radio'}
                    name={`${base}-group-${choiceIndex}`}
                    checked={isChosen(context, choiceIndex, optionIndex)}
                    onChange={() => send({ type: 'CHOOSE_OPTION', choiceIndex, optionIndex })}
                  />
                  <span className={css({ flex: '1', minW: 0 })}>{value.label}</span>
                  {soldOut && (
                    <span className={css({ fontSize: 'xs', color: 'danger.text' })}>
                      {t('item.button.outOfStock')}
                    </span>
                  )}
                  <span
                    className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' })}
                    dir="ltr"
                  >
                    {price > 0 ? `+${money(price)}` : t('catalogue.price.free')}
                  </span>
                </label>
              );
            })}
            {showIssues && issue && (
              <p id={issueId} className={errorText} data-testid="variation-issue">
                {t(issue.key, issue.vars)}
              </p>
            )}
          </fieldset>
        );
      })}
    </>
  );
}

/** Choice groups of the other modules (one value each); the match sets price and stock. */
function ChoiceGroups({ item, context, send }: Props) {
  const base = useId();
  return (
    <>
      {(item.choice_options ?? []).map((group, choiceIndex) => (
        <fieldset
          key={`${group.title}-${choiceIndex}`}
          className={fieldset}
          data-testid="variation-group"
        >
          <legend className={legend}>{group.title}</legend>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {group.options.map((option, optionIndex) => (
              <label
                key={`${option}-${optionIndex}`}
                className={cx(optionRow, css({ py: '2', '& input': { srOnly: true } }))}
              >
                <input
                  type="radio"
                  name={`${base}-choice-${choiceIndex}`}
                  checked={isChosen(context, choiceIndex, optionIndex)}
                  onChange={() => send({ type: 'CHOOSE_OPTION', choiceIndex, optionIndex })}
                />
                <span className={css({ fontWeight: 'medium', fontSize: 'sm' })}>{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

/** Add-ons: checked with a quantity (only checked ones with quantity above 0 count). */
function AddOns({ item, context, send }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const addOns = itemAddOns(item);
  if (addOns.length === 0) return null;
  return (
    <fieldset className={fieldset} data-testid="add-ons">
      <legend className={legend}>{t('item.addOns.title')}</legend>
      {addOns.map((addOn) => {
        const selected = context.addOns.find((a) => a.id === addOn.id);
        const checked = selected?.isChecked === true;
        return (
          <div key={addOn.id} className={cx(optionRow, css({ cursor: 'default' }))}>
            <label
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                flex: '1',
                minW: 0,
                cursor: 'pointer',
              })}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={() => send({ type: 'TOGGLE_ADDON', addOnId: addOn.id })}
              />
              <span className={css({ flex: '1', minW: 0 })}>{addOn.name}</span>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })} dir="ltr">
                +{money(toAmount(addOn.price))}
              </span>
            </label>
            {checked && selected && (
              <QuantityStepper
                size="sm"
                label={t('catalogue.addOn.quantity', { name: addOn.name })}
                value={String(selected.quantity)}
                canDecrement
                onDecrement={() =>
                  send({
                    type: 'SET_ADDON_QTY',
                    addOnId: addOn.id,
                    quantity: selected.quantity - 1,
                  })
                }
                onIncrement={() =>
                  send({
                    type: 'SET_ADDON_QTY',
                    addOnId: addOn.id,
                    quantity: selected.quantity + 1,
                  })
                }
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The item's choices: variations (food or choice groups) and add-ons. */
export function ItemOptions(props: Props) {
  const { t } = useTranslation();
  const food = usesFoodVariations(props.moduleType);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {food ? <FoodVariations {...props} /> : <ChoiceGroups {...props} />}
      {props.view.stockMessage && (
        <p className={errorText} role="alert" data-testid="variation-out-of-stock">
          {t(props.view.stockMessage.key, props.view.stockMessage.vars)}
        </p>
      )}
      <AddOns {...props} />
    </div>
  );
}
