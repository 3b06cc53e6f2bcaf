import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
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

/** Secondary ("dimmed") text one shade darker than Mantine's default, for AA contrast on grey backgrounds too. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-anchor': 'var(--mantine-color-blue-8)' },
  dark: {},
});
