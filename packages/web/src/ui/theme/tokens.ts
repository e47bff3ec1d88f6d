import { defineSemanticTokens, defineTokens } from '@pandacss/dev';

/**
 * Raw tokens: the brand palette, the stacking order and the font stacks. Components use the
 * semantic colour tokens.
 */
export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#effcf9' },
      100: { value: '#c9f5ec' },
      200: { value: '#95eadb' },
      300: { value: '#5dd8c6' },
      400: { value: '#2ebdab' },
      500: { value: '#16a192' },
      600: { value: '#0f8177' },
      700: { value: '#106760' },
      800: { value: '#12524e' },
      900: { value: '#134541' },
      950: { value: '#052927' },
    },
    ink: {
      50: { value: '#f6f7f9' },
      100: { value: '#eceef2' },
      200: { value: '#d5dae2' },
      300: { value: '#b1bac8' },
      400: { value: '#8794a8' },
      500: { value: '#68768d' },
      600: { value: '#535f74' },
      700: { value: '#444e5f' },
      800: { value: '#2b323d' },
      850: { value: '#1f252e' },
      900: { value: '#171c23' },
      950: { value: '#0e1217' },
    },
  },
  /**
   * The stacking order, lowest first: every z-index in the app is one of these. Page content
   * stays at `base`; `raised` lifts a part above its siblings inside a card or a dialog; the
   * sticky header covers whatever scrolls under it; a dialog's or drawer's backdrop (`overlay`)
   * and panel (`modal`) cover the header; menus, listboxes and popovers open from inside dialogs
   * too, so they stack above them; then the skip link, toasts and tooltips. Ark's popper copies
   * the content's z-index onto its positioner, so floating parts set it on their content.
   */
  zIndex: {
    base: { value: 0 },
    raised: { value: 1 },
    sticky: { value: 100 },
    overlay: { value: 200 },
    modal: { value: 300 },
    dropdown: { value: 400 },
    popover: { value: 500 },
    skipLink: { value: 600 },
    toast: { value: 700 },
    tooltip: { value: 800 },
  },
  /**
   * What moves while something loads. A placeholder starts to pulse only once the wait has lasted
   * a second (a quick load shows it still, without a flash of motion), and so does the route's
   * progress bar: until then no frame is drawn for them, which on a slow phone leaves the
   * processor to the page that is loading (measured in docs/decisions.md).
   */
  animations: {
    skeleton: { value: 'pulse 1.6s ease-in-out 1s infinite' },
    progress: { value: 'pulse 1s ease-in-out 1s infinite' },
  },
  fonts: {
    body: {
      value:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', Tahoma, 'DejaVu Sans', sans-serif",
    },
  },
});

/** Semantic tokens: every colour a component uses, with its light and dark value. */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.ink.50}', _dark: '{colors.ink.950}' } },
      surface: { value: { base: '#ffffff', _dark: '{colors.ink.900}' } },
      subtle: { value: { base: '{colors.ink.100}', _dark: '{colors.ink.850}' } },
      muted: { value: { base: '{colors.ink.200}', _dark: '{colors.ink.800}' } },
      overlay: { value: { base: 'rgba(14, 18, 23, 0.55)', _dark: 'rgba(0, 0, 0, 0.7)' } },
      map: { value: { base: '#e8eef0', _dark: '#18222a' } },
    },
    fg: {
      default: { value: { base: '{colors.ink.900}', _dark: '{colors.ink.50}' } },
      muted: { value: { base: '{colors.ink.600}', _dark: '{colors.ink.300}' } },
      subtle: { value: { base: '{colors.ink.500}', _dark: '{colors.ink.400}' } },
    },
    border: {
      default: { value: { base: '{colors.ink.200}', _dark: '{colors.ink.800}' } },
      strong: { value: { base: '{colors.ink.300}', _dark: '{colors.ink.700}' } },
    },
    accent: {
      solid: { value: { base: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
      solidHover: { value: { base: '{colors.brand.800}', _dark: '{colors.brand.200}' } },
      onSolid: { value: { base: '#ffffff', _dark: '{colors.brand.950}' } },
      text: { value: { base: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
      subtle: { value: { base: '{colors.brand.50}', _dark: 'rgba(46, 189, 171, 0.14)' } },
      muted: { value: { base: '{colors.brand.100}', _dark: 'rgba(46, 189, 171, 0.28)' } },
    },
    danger: {
      text: { value: { base: '#b42318', _dark: '#fda29b' } },
      subtle: { value: { base: '#fef3f2', _dark: 'rgba(240, 68, 56, 0.16)' } },
      border: { value: { base: '#fda29b', _dark: '#b42318' } },
    },
    success: {
      text: { value: { base: '#067647', _dark: '#75e0a7' } },
      subtle: { value: { base: '#ecfdf3', _dark: 'rgba(23, 178, 106, 0.16)' } },
      border: { value: { base: '#75e0a7', _dark: '#067647' } },
    },
    warning: {
      text: { value: { base: '#93370d', _dark: '#fec84b' } },
      subtle: { value: { base: '#fffaeb', _dark: 'rgba(247, 144, 9, 0.16)' } },
      border: { value: { base: '#fec84b', _dark: '#93370d' } },
    },
    info: {
      text: { value: { base: '#175cd3', _dark: '#84caff' } },
      subtle: { value: { base: '#eff8ff', _dark: 'rgba(46, 144, 250, 0.16)' } },
      border: { value: { base: '#84caff', _dark: '#175cd3' } },
    },
    zone: {
      fill: { value: { base: 'rgba(16, 103, 96, 0.12)', _dark: 'rgba(93, 216, 198, 0.14)' } },
      stroke: { value: { base: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
    },
    focusRing: { value: { base: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
  },
  shadows: {
    card: {
      value: {
        base: '0 1px 2px rgba(14, 18, 23, 0.06), 0 1px 3px rgba(14, 18, 23, 0.08)',
        _dark: '0 1px 2px rgba(0, 0, 0, 0.5)',
      },
    },
    overlay: {
      value: {
        base: '0 12px 32px rgba(14, 18, 23, 0.16), 0 2px 6px rgba(14, 18, 23, 0.08)',
        _dark: '0 12px 32px rgba(0, 0, 0, 0.6), 0 0 0 1px {colors.ink.800}',
      },
    },
  },
});
