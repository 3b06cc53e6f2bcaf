import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const base = createTheme({
  primaryColor: 'blue',
  // Shade 8 of blue keeps links and buttons at WCAG AA contrast on white and on the light grey backgrounds.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  // Focus rings on keyboard focus everywhere (the back-office is used with the keyboard all day).
  focusRing: 'auto',
  // Users who ask their system for less motion get no sliding or fading (notifications, menus, modals).
  respectReducedMotion: true,
});

/**
 * The theme in the interface language: every close button Mantine draws (of a Modal, a Drawer, a
 * notification, an Alert with withCloseButton, a CloseButton of our own) is named "Close" in that
 * language unless its use names it otherwise, so none is a button without a name. `close` is the
 * translation of common.close; the provider makes the theme again when the language changes.
 */
export function themeIn(close: string): MantineThemeOverride {
  return createTheme({
    ...base,
    // Plain objects, not Alert.extend(…): importing the components here would put them in every
    // first screen's JavaScript (the sign-in screen's grew by 24 kB gzipped).
    components: {
      CloseButton: { defaultProps: { 'aria-label': close } },
      Alert: { defaultProps: { closeButtonLabel: close } },
      // A dialog's title reads as its heading (Mantine draws it in the body's weight).
      Modal: { styles: { title: { fontWeight: 700 } } },
    },
  });
}

/**
 * Secondary ("dimmed") text one shade darker than Mantine's default, for AA contrast on grey
 * backgrounds too. The light variant (the active side-bar link, light buttons) on a lighter blue:
 * Mantine's hover shade (blue-2) under the blue-9 text is 4.0:1, below AA; blue-1 is 5.0:1. The
 * hover states were checked with axe with the pointer on every link, button and row of each screen.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    '--mantine-color-blue-light': 'var(--mantine-color-blue-0)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
    // A subtle red button (Delete, Remove) hovered: red-9 text on red-2 is 3.8:1; on red-0 it is 5.1:1.
    '--mantine-color-red-light-hover': 'var(--mantine-color-red-0)',
    // A field's error message (and its invalid input's text) from the API's problem details: Mantine's red-6 is 3.3:1 on white; red-9 is 5.9:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
