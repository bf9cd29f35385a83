import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useAppDispatch, useAppSelector } from '../../../shared/hooks';
import { PriceNote } from '../../../components/PriceNote';
import { formatPence } from '../../../shared/money';
import { cartDrawerClosed, selectCartDrawerOpen } from '../../../shared/cart/cart-slice';
import { useCart } from '../../../shared/cart/useCart';
import { CartLineItem } from './CartLineItem';

interface CartDrawerProps {
  signedIn: boolean;
}

/** The side cart panel (SPEC section 2), for guests and signed-in users alike. */
export function CartDrawer({ signedIn }: CartDrawerProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectCartDrawerOpen);
  const cart = useCart();
  const count = cart.getCartCount();
  const close = () => dispatch(cartDrawerClosed());

  let body;
  if (cart.initialLoading) {
    body = (
      <Stack role="status" sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: 2, p: 4 }}>
        <CircularProgress size={32} />
        <Typography color="text.secondary">Loading cart...</Typography>
      </Stack>
    );
  } else if (cart.items.length === 0) {
    body = (
      <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 4, gap: 2 }}>
        <Box sx={{ width: 88, height: 88, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'background.default', color: 'primary.main' }}>
          <ShoppingBagOutlinedIcon sx={{ fontSize: 44 }} />
        </Box>
        <Typography variant="h6" component="p">
          Your cart is empty
        </Typography>
        <Typography color="text.secondary">Add something tasty from our menu to get started.</Typography>
        <Button variant="contained" component={RouterLink} to="/takeaway" onClick={close}>
          Browse the Menu
        </Button>
      </Stack>
    );
  } else {
    body = (
      <>
        <Box component="ul" aria-label="Cart items" sx={{ flex: 1, overflowY: 'auto', m: 0, p: 0 }}>
          {cart.items.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              disabled={cart.loading}
              onQuantityChange={(quantity) => void cart.updateQuantity(line.id, quantity)}
              onRemove={() => void cart.removeFromCart(line.id)}
            />
          ))}
        </Box>
        <Divider />
        <Stack sx={{ p: 3, gap: 2 }}>
          {cart.hasUnavailable && <Alert severity="warning">Unavailable items are not included in the total and cannot be ordered. Please remove them.</Alert>}
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="h6" component="p">
              Total
            </Typography>
            <Typography variant="h6" component="p" data-testid="cart-total">
              {formatPence(cart.getCartTotal())}
            </Typography>
          </Stack>
          <PriceNote />
          {signedIn ? (
            <Button variant="contained" size="large" component={RouterLink} to="/checkout" onClick={close}>
              Proceed to Checkout
            </Button>
          ) : (
            <Button variant="contained" size="large" component={RouterLink} to="/auth" onClick={close}>
              Sign In to Place Order
            </Button>
          )}
        </Stack>
      </>
    );
  }

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } }, 'aria-labelledby': 'cart-title' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 3, py: 2, gap: 2 }}>
        <Typography id="cart-title" variant="h5" component="h2" sx={{ flex: 1 }}>
          Your Cart
        </Typography>
        <Badge badgeContent={count} color="primary" showZero max={99} role="img" aria-label={`${count} ${count === 1 ? 'item' : 'items'}`}>
          <ShoppingBagOutlinedIcon />
        </Badge>
        <IconButton aria-label="Close cart" onClick={close} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {body}
    </Drawer>
  );
}
