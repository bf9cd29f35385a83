import { getContrastRatio } from '@mui/material/styles';
import { brandColors } from './palette';
import { FOCUS_RING } from './components';
import { theme } from './theme';

// WCAG 2.2 AA on the theme's palette: 4.5:1 for text, 3:1 for large text and for the parts of
// controls and the focus ring that must be seen (SC 1.4.3, 1.4.11, 2.4.13's outline).
const TEXT = 4.5;
const NON_TEXT = 3;

/** A colour with transparency, as it shows over an opaque background. */
function over(colour: string, background: string): string {
  const rgba = /rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/.exec(colour);
  if (!rgba) return colour;
  const [r, g, b, a] = rgba.slice(1).map(Number);
  const bg = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  const mixed = [r, g, b].map((channel, i) => Math.round(channel * a + bg[i] * (1 - a)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

const { palette } = theme;
const pairs: [string, string, string, number][] = [
  ['body text on the page', palette.text.primary, palette.background.default, TEXT],
  ['body text on cards', palette.text.primary, palette.background.paper, TEXT],
  ['secondary text on the page', palette.text.secondary, palette.background.default, TEXT],
  ['secondary text on cards', palette.text.secondary, palette.background.paper, TEXT],
  ['primary buttons', palette.primary.contrastText, palette.primary.main, TEXT],
  ['primary buttons, hovered', palette.primary.contrastText, palette.primary.dark, TEXT],
  ['primary text and outlined buttons on the page', palette.primary.main, palette.background.default, TEXT],
  ['primary text on cards', palette.primary.main, palette.background.paper, TEXT],
  ['secondary buttons and badges', palette.secondary.contrastText, palette.secondary.main, TEXT],
  ['header text', '#ffffff', brandColors.charcoal, TEXT],
  ['header links', 'rgba(255,255,255,0.86)', brandColors.charcoal, TEXT],
  ['the current page in the header', brandColors.golden, brandColors.charcoal, TEXT],
  ['error toasts', palette.error.contrastText, palette.error.main, TEXT],
  ['success toasts', palette.success.contrastText, palette.success.main, TEXT],
  ['warning toasts', palette.warning.contrastText, palette.warning.main, TEXT],
  ['info toasts', palette.info.contrastText, palette.info.main, TEXT],
  ['error text on the page', palette.error.main, palette.background.default, TEXT],
  ['focus ring on the page', FOCUS_RING.onLight, palette.background.default, NON_TEXT],
  ['focus ring on cards', FOCUS_RING.onLight, palette.background.paper, NON_TEXT],
  ['focus ring in the header', FOCUS_RING.onDark, brandColors.charcoal, NON_TEXT],
];

describe('theme contrast (WCAG 2.2 AA)', () => {
  it.each(pairs)('%s: %s on %s reaches %d:1', (_name, foreground, background, minimum) => {
    expect(getContrastRatio(over(foreground, background), background)).toBeGreaterThanOrEqual(minimum);
  });
});
