import { defineConfig } from '@pandacss/dev';
import { keyframes, recipes, slotRecipes } from './src/ui/theme/recipes.js';
import { semanticTokens, tokens } from './src/ui/theme/tokens.js';

/**
 * Panda CSS: tokens and semantic tokens for the light and dark themes, recipes for the design
 * system (src/ui), conditions for dark mode (`data-theme` on <html>) and right-to-left (`dir`).
 * `npm run codegen -w @storefront/web` writes styled-system/ (gitignored).
 */
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}', './src/ui/theme/**'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  presets: ['@pandacss/preset-base', '@pandacss/preset-panda'],
  conditions: {
    extend: {
      dark: '[data-theme=dark] &',
      light: '[data-theme=light] &',
      rtl: '[dir=rtl] &',
      ltr: '[dir=ltr] &',
    },
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
      keyframes,
      breakpoints: {
        sm: '640px',
        md: '768px',
        lg: '1024px',
        // The spec's header breakpoint: the compact header is used at max width 1180px.
        xl: '1181px',
        '2xl': '1440px',
      },
    },
  },
  globalCss: {
    'html, body': {
      bg: 'bg.canvas',
      color: 'fg.default',
      fontFamily: 'body',
      lineHeight: '1.5',
      WebkitFontSmoothing: 'antialiased',
    },
    html: { colorScheme: 'light' },
    '[data-theme=dark]': { colorScheme: 'dark' },
    body: { minHeight: '100dvh' },
    '#root': { minHeight: '100dvh', display: 'flex', flexDirection: 'column' },
    ':focus-visible': {
      outline: '2px solid',
      outlineColor: 'focusRing',
      outlineOffset: '2px',
    },
    a: { color: 'inherit', textDecoration: 'none' },
    '::selection': { bg: 'accent.subtle' },
  },
});
