import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useAppDispatch } from '../../../shared/hooks';
import { cartDrawerOpened } from '../../../shared/cart/cart-slice';
import { useCart } from '../../../shared/cart/useCart';
import { cartDrawer } from './CartDrawerWhenOpened';

export function CartButton() {
  const dispatch = useAppDispatch();
  const count = useCart().getCartCount();
  return (
    <IconButton
      color="inherit"
      aria-label={`Open cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      onClick={() => dispatch(cartDrawerOpened())}
      {...cartDrawer.preloadHandlers}
    >
      <Badge badgeContent={count} color="secondary" showZero max={99} data-testid="cart-count">
        <ShoppingBagOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
