import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { formatPence } from '../../../app/money';
import type { MenuItem } from '../menu-types';
import { MenuItemImage } from './MenuItemImage';

/** Card widths at each breakpoint of the menu grid, for choosing image sizes. */
export const MENU_CARD_IMAGE_SIZES = '(min-width: 1200px) 370px, (min-width: 900px) 31vw, (min-width: 600px) 47vw, 94vw';

/** What an item costs as the menu shows it: its price, its lowest price, or 'Price not set'. */
export function priceLabel(item: Pick<MenuItem, 'options' | 'lowestPricePence'>): string {
  if (item.lowestPricePence === null || item.options.length === 0) return 'Price not set';
  return item.options.length > 1 ? `From ${formatPence(item.lowestPricePence)}` : formatPence(item.lowestPricePence);
}

interface MenuItemCardProps {
  item: MenuItem;
  categoryName: string;
  priority: boolean;
  onAdd(item: MenuItem): void;
}

export function MenuItemCard({ item, categoryName, priority, onAdd }: MenuItemCardProps) {
  const priced = item.options.length > 0;
  return (
    <Card component="article" aria-labelledby={`item-${item.id}`} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ position: 'relative', filter: item.isAvailable ? 'none' : 'grayscale(0.85)', opacity: item.isAvailable ? 1 : 0.75 }}>
        <MenuItemImage item={item} categoryName={categoryName} sizes={MENU_CARD_IMAGE_SIZES} priority={priority} />
        {!item.isAvailable && <Chip label="Unavailable" size="small" sx={{ position: 'absolute', top: 12, left: 12, bgcolor: 'rgba(28,20,16,0.85)', color: '#fff' }} />}
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1, p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Typography id={`item-${item.id}`} variant="h6" component="h3">
          {item.name}
        </Typography>
        {item.description && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {item.description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mt: 'auto', pt: 1 }}>
          <Typography sx={{ fontWeight: 900, fontSize: '1.1rem', color: priced ? 'primary.main' : 'text.secondary' }}>{priceLabel(item)}</Typography>
          {item.isAvailable ? (
            <Button variant="contained" startIcon={<AddShoppingCartIcon />} disabled={!priced} onClick={() => onAdd(item)}>
              Add to Cart
            </Button>
          ) : (
            <Button variant="outlined" disabled>
              Unavailable
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
