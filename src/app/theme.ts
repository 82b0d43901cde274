import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * A trimmed system: the default recipes, our brand palette (邮市 red, the colour of a postmark) and Chinese fonts.
 * Kept in one file so the cost of the theme at start-up is visible.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.800' },
    // Members who ask their system for less motion (prefers-reduced-motion) get none: dialogs, toasts and menus
    // appear at once.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", system-ui, sans-serif' },
        body: { value: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", system-ui, sans-serif' },
      },
      colors: {
        brand: {
          50: { value: '#fdf2f2' },
          100: { value: '#fbe0df' },
          200: { value: '#f5b8b5' },
          300: { value: '#ee8b86' },
          400: { value: '#e45a53' },
          500: { value: '#c8302a' },
          600: { value: '#a82620' },
          700: { value: '#861e19' },
          800: { value: '#651713' },
          900: { value: '#45100d' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.600}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
