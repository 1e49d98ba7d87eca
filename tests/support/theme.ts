import { ThemeTokens } from '../../lib/clinic-api/schemas';

/** A complete ThemeTokens object for tests (the demo clinic's palette). */
export const testTheme = ThemeTokens.parse({
  version: 1,
  colors: { background: '#f7f5f0', foreground: '#1d2a2a', surface: '#fff', surface2: '#eef2ef', muted: '#e6ebe8', mutedForeground: '#4d5b5a', primary: '#0f5e5a', primaryForeground: '#fff', accent: '#e8d5b7', accentForeground: '#2b2316', border: '#d5dcd8' },
  colorsDark: { background: '#0f1716', foreground: '#e8eeec', surface: '#16211f', surface2: '#1c2a28', muted: '#23312f', mutedForeground: '#a9b8b5', primary: '#5fc4bb', primaryForeground: '#062523', accent: '#c9b48f', accentForeground: '#1b160d', border: '#2c3c39' },
  radius: '0.75rem',
  radiusPill: '999px',
  fontSans: '"Inter", system-ui, sans-serif',
  fontHeading: '"Fraunces", Georgia, serif',
  type: { baseMinPx: 16, baseMaxPx: 18, ratioMin: 1.2, ratioMax: 1.25, headingWeight: 600, bodyWeight: 400, headingLineHeight: 1.15, bodyLineHeight: 1.6, headingTracking: -0.01 },
  rhythm: { sectionYMinRem: 3, sectionYMaxRem: 6, container: '72rem' },
  elevation: { shadowColor: '15 40 38', strength: 1 },
  motion: { durationFastMs: 150, durationBaseMs: 250, durationSlowMs: 400, easeOut: 'cubic-bezier(0.2, 0.8, 0.2, 1)', easeSpring: 'cubic-bezier(0.3, 1.3, 0.5, 1)' },
  imagery: { overlayColor: '#0b1f1e', overlayOpacity: 0.35, imageRadius: '1rem' },
});
