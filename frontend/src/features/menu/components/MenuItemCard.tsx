import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { formatPence } from '../../../shared/money';
import type { MenuItem } from '../../../shared/menu/menu-types';
import { addToCartDialog } from './add-to-cart-dialog';
import { AllergenInfo } from './AllergenInfo';
import { MenuItemImage } from './MenuItemImage';

/** The picture's displayed width at each breakpoint: a thumbnail in the phone list, a card-wide picture above. */
export const MENU_CARD_IMAGE_SIZES = '(min-width: 1200px) 370px, (min-width: 900px) 31vw, (min-width: 600px) 47vw, 116px';

/** What an item costs as the menu shows it: its price, its lowest price, or 'Price not set'. */
export function priceLabel(item: Pick<MenuItem, 'options' | 'lowestPricePence'>): string {
  if (item.lowestPricePence === null || item.options.length === 0) return 'Price not set';
  return item.options.length > 1 ? `From ${formatPence(item.lowestPricePence)}` : formatPence(item.lowestPricePence);
}

interface MenuItemCardProps {
  item: MenuItem;
  categoryName: string;
  categoryLabel: string;
  priority: boolean;
  onAdd(item: MenuItem): void;
}

/** One item: a compact row on phones, a card with a wide picture on larger screens. */
export function MenuItemCard({ item, categoryName, categoryLabel, priority, onAdd }: MenuItemCardProps) {
  const priced = item.options.length > 0;
  // Sold out today: the item, or every one of its options.
  const soldOut = item.isAvailable && (item.soldOut || (priced && item.options.every((option) => option.soldOut)));
  const dimmed = !item.isAvailable || soldOut;
  return (
    <Card component="article" aria-labelledby={`item-${item.id}`} sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, height: '100%' }}>
      <Box sx={{ position: 'relative', flexShrink: 0, width: { xs: 116, sm: '100%' }, alignSelf: { xs: 'stretch', sm: 'auto' }, filter: dimmed ? 'grayscale(0.85)' : 'none', opacity: dimmed ? 0.75 : 1 }}>
        <MenuItemImage
          item={item}
          categoryName={categoryName}
          categoryLabel={categoryLabel}
          sizes={MENU_CARD_IMAGE_SIZES}
          priority={priority}
          sx={{ aspectRatio: { xs: 'auto', sm: '16 / 10' }, height: { xs: '100%', sm: 'auto' }, minHeight: { xs: 116, sm: 0 } }}
        />
        {dimmed && (
          <Chip label={soldOut ? 'Sold out' : 'Unavailable'} size="small" sx={{ position: 'absolute', top: { xs: 8, sm: 12 }, left: { xs: 8, sm: 12 }, bgcolor: 'rgba(28,20,16,0.85)', color: '#fff', display: { xs: 'none', sm: 'flex' } }} />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 0.5, sm: 1 }, flex: 1, minWidth: 0, p: { xs: 1.5, sm: 2.5 } }}>
        <Typography id={`item-${item.id}`} variant="h6" component="h3" sx={{ fontSize: { xs: '1rem', sm: '1.05rem' } }}>
          {item.name}
        </Typography>
        {item.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ flex: 1, display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: { xs: 2, sm: 4 }, overflow: 'hidden', fontSize: { xs: '0.85rem', sm: '0.875rem' } }}
          >
            {item.description}
          </Typography>
        )}
        {/* A sauce or an extra (issue 28) can add allergens as an option does. */}
        <AllergenInfo
          dense
          allergens={item.allergens}
          optionAllergens={[...item.options, ...item.choiceGroups.flatMap((group) => group.choices)].flatMap((option) => option.allergens)}
          dietaryLabels={item.dietaryLabels}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 'auto', pt: { xs: 0.5, sm: 1 }, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 900, fontSize: { xs: '1rem', sm: '1.1rem' }, color: priced ? 'primary.main' : 'text.secondary' }}>{priceLabel(item)}</Typography>
          {soldOut ? (
            <Button variant="outlined" size="small" disabled>
              Sold out
            </Button>
          ) : item.isAvailable ? (
            <Button variant="contained" size="small" startIcon={<AddShoppingCartIcon />} disabled={!priced} onClick={() => onAdd(item)} {...addToCartDialog.preloadHandlers} sx={{ py: { sm: 0.75 } }}>
              Add to Cart
            </Button>
          ) : (
            <Button variant="outlined" size="small" disabled>
              Unavailable
            </Button>
          )}
        </Box>
      </Box>
    </Card>
  );
}
