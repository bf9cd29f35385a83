import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatPence } from '../money';
import type { AdminOrderItem } from './admin-orders-api';
import { choiceLine } from './order-format';

interface LineChoicesProps {
  item: Pick<AdminOrderItem, 'name' | 'choices'>;
  /** Each choice's price as sold (already inside the line's unit price), for the screens that show prices. */
  showPrices?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Issue 28: a line's choices under it, one to a line ('+ BBQ'), as the printed kitchen ticket has
 * them: staff read down the list as the cook builds the item. Nothing when the line has none.
 */
export function LineChoices({ item, showPrices = false, sx = [] }: LineChoicesProps) {
  if (item.choices.length === 0) return null;
  return (
    <Box component="ul" aria-label={`Choices for ${item.name}`} sx={[{ listStyle: 'none', m: 0, p: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {item.choices.map((choice) => (
        <li key={`${choice.group}/${choice.name}`}>
          {choiceLine(choice)}
          {showPrices && choice.pricePence > 0 ? ` (+${formatPence(choice.pricePence)})` : ''}
        </li>
      ))}
    </Box>
  );
}
