import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The Chakra system: Chakra's tokens and styles, with the recipes of only the components the app uses (defaultConfig
 * carries all ~80 of them, a third of the first page's JavaScript), our brand palette (邮市 red, the colour of a
 * postmark) and Chinese fonts. A component whose recipe is missing renders unstyled: using a new Chakra component
 * means adding its recipe here (and the recipes of the parts it draws: Button's spinner, Checkbox's checkmark...).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      // Button draws the spinner while loading; IconButton and CloseButton are Buttons.
      button: buttonRecipe,
      spinner: spinnerRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      textarea: textareaRecipe,
      // The marks Checkbox and RadioGroup draw.
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.800' },
    // A phone's browser (iOS Safari) zooms the page into any field typed in under 16 px, and does not zoom back: on
    // phones every field is 16 px, whatever size its recipe gives it (hence !important, over the recipes' classes).
    'input, select, textarea': { mdDown: { fontSize: '16px !important' } },
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
        // Chakra's solid orange (#ea580c) gives white text 3.6:1; the beans' buttons (充值, 赠送) need 4.5:1.
        orange: { solid: { value: '#c2410c' } },
        // Chakra's error text (red.500, #ef4444) is 3.8:1 on white; a broken rule beside its field (12 px) needs 4.5:1.
        fg: { error: { value: '{colors.red.600}' } },
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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
