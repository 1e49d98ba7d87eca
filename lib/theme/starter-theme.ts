import type { ThemeTokens } from '../clinic-api/schemas';

/**
 * The starter's own theme: the demo clinic wears it, and a token a clinic's theme holds that is not what it should be
 * (a colour typed as "zielony", a pasted "#0b6e4f;}") falls back to its value here (lib/theme/validate.ts).
 * Calm teal and warm sand on off-white; the dark variant lightens the primary for contrast. Every text/background
 * pair meets WCAG AA 4.5:1 (tests/unit/demo-theme-contrast.test.ts).
 */
export const STARTER_THEME: ThemeTokens = {
  version: 1,
  colors: {
    background: '#f7f5f0',
    foreground: '#1b2a29',
    surface: '#ffffff',
    surface2: '#efebe2',
    muted: '#e6e1d6',
    mutedForeground: '#4d5b59',
    primary: '#0f5e5a',
    primaryForeground: '#ffffff',
    accent: '#e4cca6',
    accentForeground: '#3b2a12',
    border: '#d8d1c3',
  },
  colorsDark: {
    background: '#0e1b1d',
    foreground: '#e7eeec',
    surface: '#152629',
    surface2: '#1c3135',
    muted: '#22393c',
    mutedForeground: '#a8bab7',
    primary: '#5cc2b6',
    primaryForeground: '#062421',
    accent: '#d6b685',
    accentForeground: '#271a08',
    border: '#2f484b',
  },
  radius: '0.75rem',
  radiusPill: '999px',
  fontSans: '"Inter", system-ui, sans-serif',
  fontHeading: '"Fraunces", Georgia, serif',
  type: {
    baseMinPx: 16,
    baseMaxPx: 18,
    ratioMin: 1.2,
    ratioMax: 1.25,
    headingWeight: 600,
    bodyWeight: 400,
    headingLineHeight: 1.15,
    bodyLineHeight: 1.6,
    headingTracking: -0.01,
  },
  rhythm: { sectionYMinRem: 3, sectionYMaxRem: 6, container: '72rem' },
  elevation: { shadowColor: '15 40 38', strength: 1 },
  motion: {
    durationFastMs: 150,
    durationBaseMs: 250,
    durationSlowMs: 400,
    easeOut: 'cubic-bezier(0.22, 1, 0.36, 1)',
    easeSpring: 'cubic-bezier(0.34, 1.4, 0.64, 1)',
  },
  imagery: { overlayColor: '#0b2e2c', overlayOpacity: 0.35, imageRadius: '1rem' },
};
