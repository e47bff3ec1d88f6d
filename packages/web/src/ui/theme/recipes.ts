import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

/** Buttons: solid (primary), outline, ghost and subtle; icon size for square icon buttons. */
const button = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    transitionProperty: 'background, color, border-color, box-shadow',
    transitionDuration: '150ms',
    flexShrink: 0,
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    '& svg': { width: '1.15em', height: '1.15em', flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.solid',
        color: 'accent.onSolid',
        _hover: { _enabled: { bg: 'accent.solidHover' } },
      },
      outline: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.strong',
        _hover: { _enabled: { bg: 'bg.subtle' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.subtle' } },
      },
      subtle: {
        bg: 'accent.subtle',
        color: 'accent.text',
        _hover: { _enabled: { bg: 'accent.muted' } },
      },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', px: '5', fontSize: 'md' },
      icon: { h: '10', w: '10', px: '0', fontSize: 'md' },
      iconSm: { h: '8', w: '8', px: '0', fontSize: 'sm' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

/** Text inputs. */
const input = defineRecipe({
  className: 'input',
  base: {
    w: 'full',
    minW: '0',
    h: '11',
    px: '3',
    fontSize: 'md',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border.strong',
    bg: 'bg.surface',
    color: 'fg.default',
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: '150ms',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: {
      borderColor: 'accent.solid',
      boxShadow: '0 0 0 1px token(colors.accent.solid)',
      outline: 'none',
    },
    _invalid: { borderColor: 'danger.text' },
  },
});

/** Surfaces: cards and panels. */
const card = defineRecipe({
  className: 'card',
  base: {
    bg: 'bg.surface',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    boxShadow: 'card',
  },
});

/** Inline notes: info, success, warning and error. */
const note = defineRecipe({
  className: 'note',
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2',
    px: '3',
    py: '2.5',
    borderRadius: 'lg',
    borderWidth: '1px',
    fontSize: 'sm',
    '& svg': { width: '1.1em', height: '1.1em', flexShrink: 0, mt: '0.5' },
  },
  variants: {
    tone: {
      info: { bg: 'info.subtle', color: 'info.text', borderColor: 'info.border' },
      success: { bg: 'success.subtle', color: 'success.text', borderColor: 'success.border' },
      warning: { bg: 'warning.subtle', color: 'warning.text', borderColor: 'warning.border' },
      error: { bg: 'danger.subtle', color: 'danger.text', borderColor: 'danger.border' },
    },
  },
  defaultVariants: { tone: 'info' },
});

const fadeIn = { from: { opacity: 0 }, to: { opacity: 1 } };

const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: [
    'backdrop',
    'positioner',
    'content',
    'header',
    'title',
    'description',
    'body',
    'footer',
    'closeTrigger',
  ],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'bg.overlay',
      zIndex: 'overlay',
      _open: { animation: 'fadeIn 150ms ease-out' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      zIndex: 'modal',
      p: { base: '0', sm: '4' },
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      w: 'full',
      maxH: { base: '92dvh', sm: '88dvh' },
      bg: 'bg.surface',
      color: 'fg.default',
      borderTopRadius: '2xl',
      borderBottomRadius: { base: '0', sm: '2xl' },
      boxShadow: 'overlay',
      outline: 'none',
      overflow: 'hidden',
      _open: { animation: 'fadeIn 150ms ease-out' },
    },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: { base: '5', sm: '6' },
      pt: '5',
      pb: '3',
      pe: '14',
    },
    title: { fontSize: 'lg', fontWeight: 'bold', lineHeight: '1.3' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    body: { px: { base: '5', sm: '6' }, pb: '5', overflowY: 'auto', flex: '1' },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: '3',
      px: { base: '5', sm: '6' },
      py: '4',
      borderTopWidth: '1px',
      borderColor: 'border.default',
    },
    closeTrigger: { position: 'absolute', top: '3', insetEnd: '3' },
  },
  variants: {
    size: {
      sm: { content: { maxW: { sm: '400px' } } },
      md: { content: { maxW: { sm: '560px' } } },
      lg: { content: { maxW: { sm: '760px' } } },
    },
  },
  defaultVariants: { size: 'md' },
});

const popover = defineSlotRecipe({
  className: 'popover',
  slots: ['positioner', 'content', 'title', 'description', 'arrow', 'arrowTip'],
  base: {
    // Ark's popper gives the positioner the content's z-index (see the zIndex tokens).
    positioner: { zIndex: 'popover' },
    content: {
      zIndex: 'popover',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'xl',
      borderWidth: '1px',
      borderColor: 'border.default',
      boxShadow: 'overlay',
      p: '4',
      outline: 'none',
      maxW: 'calc(100vw - 16px)',
      _open: { animation: 'fadeIn 120ms ease-out' },
    },
    title: { fontWeight: 'semibold', fontSize: 'md' },
    description: { fontSize: 'sm', color: 'fg.muted' },
  },
});

const menu = defineSlotRecipe({
  className: 'menu',
  slots: ['positioner', 'content', 'item', 'itemGroupLabel', 'separator', 'itemIndicator'],
  base: {
    positioner: { zIndex: 'dropdown' },
    content: {
      zIndex: 'dropdown',
      minW: '44',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'xl',
      borderWidth: '1px',
      borderColor: 'border.default',
      boxShadow: 'overlay',
      p: '1.5',
      outline: 'none',
      _open: { animation: 'fadeIn 120ms ease-out' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      py: '2',
      borderRadius: 'md',
      fontSize: 'sm',
      cursor: 'pointer',
      _highlighted: { bg: 'bg.subtle' },
      _checked: { fontWeight: 'semibold', color: 'accent.text' },
    },
    itemGroupLabel: {
      px: '3',
      py: '1.5',
      fontSize: 'xs',
      fontWeight: 'semibold',
      color: 'fg.muted',
    },
    itemIndicator: { marginInlineStart: 'auto' },
    separator: { my: '1', borderColor: 'border.default' },
  },
});

const combobox = defineSlotRecipe({
  className: 'combobox',
  slots: ['root', 'label', 'control', 'input', 'positioner', 'content', 'item', 'itemText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: { fontSize: 'sm', fontWeight: 'medium' },
    control: { position: 'relative' },
    positioner: { zIndex: 'dropdown' },
    content: {
      zIndex: 'dropdown',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'xl',
      borderWidth: '1px',
      borderColor: 'border.default',
      boxShadow: 'overlay',
      p: '1.5',
      maxH: '72',
      overflowY: 'auto',
      outline: 'none',
      _hidden: { display: 'none' },
    },
    item: {
      display: 'flex',
      flexDirection: 'column',
      px: '3',
      py: '2',
      borderRadius: 'md',
      cursor: 'pointer',
      _highlighted: { bg: 'bg.subtle' },
    },
    itemText: { fontSize: 'sm' },
  },
});

const toast = defineSlotRecipe({
  className: 'toast',
  slots: ['root', 'title', 'description', 'closeTrigger'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      minW: { base: 'calc(100vw - 32px)', sm: '320px' },
      maxW: '420px',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: 'xl',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderInlineStartWidth: '4px',
      boxShadow: 'overlay',
      px: '4',
      py: '3',
      // Ark's toaster positions toasts through these variables.
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transitionProperty: 'translate, scale, opacity, height',
      transitionDuration: '300ms',
      transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
      '&[data-type=success]': { borderInlineStartColor: 'success.text' },
      '&[data-type=error]': { borderInlineStartColor: 'danger.text' },
      '&[data-type=warning]': { borderInlineStartColor: 'warning.text' },
      '&[data-type=info]': { borderInlineStartColor: 'info.text' },
    },
    title: { fontSize: 'sm', fontWeight: 'semibold', flex: '1' },
    description: { fontSize: 'sm', color: 'fg.muted' },
    closeTrigger: { marginInlineStart: 'auto' },
  },
});

export const recipes = { button, input, card, note };
export const slotRecipes = { dialog, popover, menu, combobox, toast };
export const keyframes = { fadeIn };
