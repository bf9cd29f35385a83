import type { SvgIconComponent } from '@mui/icons-material';
import BreakfastDiningIcon from '@mui/icons-material/BreakfastDining';
import FastfoodIcon from '@mui/icons-material/Fastfood';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import LocalDrinkIcon from '@mui/icons-material/LocalDrink';
import LocalPizzaIcon from '@mui/icons-material/LocalPizza';
import LunchDiningIcon from '@mui/icons-material/LunchDining';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import { brandColors } from '../../theme/palette';

/** A quiet card for an item without a picture: a tint of its category's colour and its icon. */
export interface CategoryVisual {
  Icon: SvgIconComponent;
  /** Light background tones, top-left to bottom-right. */
  tint: [string, string];
  accent: string;
}

const RULES: { pattern: RegExp; visual: CategoryVisual }[] = [
  { pattern: /breakfast|brunch/i, visual: { Icon: BreakfastDiningIcon, tint: ['#fff4dc', '#ffe3a6'], accent: '#b86e00' } },
  { pattern: /chicken|wing/i, visual: { Icon: WhatshotIcon, tint: ['#fdebe6', '#f8cdc2'], accent: brandColors.chilli } },
  { pattern: /burger|smash/i, visual: { Icon: LunchDiningIcon, tint: ['#f4ece6', '#e3d3c7'], accent: brandColors.charcoalLight } },
  { pattern: /pizza/i, visual: { Icon: LocalPizzaIcon, tint: ['#fdeae2', '#f7cdb9'], accent: '#c2411f' } },
  { pattern: /side|fries|chips/i, visual: { Icon: FastfoodIcon, tint: ['#fff5d9', '#fde2a3'], accent: '#a8590f' } },
  { pattern: /coffee|tea|hot drink/i, visual: { Icon: LocalCafeIcon, tint: ['#f3e8de', '#e4cfbb'], accent: '#6b3f23' } },
  { pattern: /drink|shake|soft/i, visual: { Icon: LocalDrinkIcon, tint: ['#e5f3f6', '#c7e4ec'], accent: '#1f6a80' } },
];

const DEFAULT_VISUAL: CategoryVisual = { Icon: RestaurantIcon, tint: ['#f5efe9', '#e6dbd2'], accent: brandColors.ink };

/** The icon and colours of an item without a picture, from its category (or its own name). */
export function categoryVisual(...names: string[]): CategoryVisual {
  for (const name of names) {
    const rule = RULES.find(({ pattern }) => pattern.test(name));
    if (rule) return rule.visual;
  }
  return DEFAULT_VISUAL;
}
