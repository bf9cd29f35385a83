import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cartDrawerOpened, selectCartCount } from '../cart-slice';

export function CartButton() {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectCartCount);
  return (
    <IconButton
      color="inherit"
      aria-label={`Open cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      onClick={() => dispatch(cartDrawerOpened())}
    >
      <Badge badgeContent={count} color="secondary" showZero max={99} data-testid="cart-count">
        <ShoppingBagOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
