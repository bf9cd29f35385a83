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

export interface CategoryVisual {
  Icon: SvgIconComponent;
  background: string;
  foreground: string;
}

const RULES: { pattern: RegExp; visual: CategoryVisual }[] = [
  { pattern: /breakfast|brunch/i, visual: { Icon: BreakfastDiningIcon, background: `linear-gradient(135deg, ${brandColors.golden}, ${brandColors.goldenDark})`, foreground: brandColors.ink } },
  { pattern: /chicken|wing/i, visual: { Icon: WhatshotIcon, background: `linear-gradient(135deg, ${brandColors.chilliLight}, ${brandColors.chilliDark})`, foreground: '#fff' } },
  { pattern: /burger|smash/i, visual: { Icon: LunchDiningIcon, background: `linear-gradient(135deg, ${brandColors.charcoalLight}, ${brandColors.charcoal})`, foreground: brandColors.golden } },
  { pattern: /pizza/i, visual: { Icon: LocalPizzaIcon, background: `linear-gradient(135deg, #d9482b, ${brandColors.chilliDark})`, foreground: brandColors.golden } },
  { pattern: /side|fries|chips/i, visual: { Icon: FastfoodIcon, background: `linear-gradient(135deg, #f7c35c, #d9822b)`, foreground: brandColors.ink } },
  { pattern: /coffee|tea|hot drink/i, visual: { Icon: LocalCafeIcon, background: `linear-gradient(135deg, #8a5a3c, #4a2c1a)`, foreground: '#ffe7c2' } },
  { pattern: /drink|shake|soft/i, visual: { Icon: LocalDrinkIcon, background: `linear-gradient(135deg, #3d8fa8, #1f5566)`, foreground: '#fff' } },
];

const DEFAULT_VISUAL: CategoryVisual = {
  Icon: RestaurantIcon,
  background: `linear-gradient(135deg, ${brandColors.charcoalLight}, ${brandColors.charcoal})`,
  foreground: '#fff',
};

/** The icon and colours of an item without a picture, from its category (or its own name). */
export function categoryVisual(...names: string[]): CategoryVisual {
  for (const name of names) {
    const rule = RULES.find(({ pattern }) => pattern.test(name));
    if (rule) return rule.visual;
  }
  return DEFAULT_VISUAL;
}
