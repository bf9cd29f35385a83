import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatPence } from '../../../app/money';
import {
  cartDrawerClosed,
  selectCartCount,
  selectCartDrawerOpen,
  selectCartLines,
  selectCartTotalPence,
} from '../cart-slice';

interface CartDrawerProps {
  signedIn: boolean;
}

export function CartDrawer({ signedIn }: CartDrawerProps) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectCartDrawerOpen);
  const lines = useAppSelector(selectCartLines);
  const count = useAppSelector(selectCartCount);
  const totalPence = useAppSelector(selectCartTotalPence);
  const close = () => dispatch(cartDrawerClosed());

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } }, 'aria-labelledby': 'cart-title' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 3, py: 2, gap: 2 }}>
        <Typography id="cart-title" variant="h5" component="h2" sx={{ flex: 1 }}>
          Your Cart
        </Typography>
        <Badge badgeContent={count} color="primary" showZero aria-label={`${count} items`}>
          <ShoppingBagOutlinedIcon />
        </Badge>
        <IconButton aria-label="Close cart" onClick={close} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {lines.length === 0 ? (
        <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', textAlign: 'center', p: 4, gap: 2 }}>
          <Box
            sx={{
              width: 88,
              height: 88,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'background.default',
              color: 'primary.main',
            }}
          >
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
      ) : (
        <>
          <List sx={{ flex: 1, overflowY: 'auto', px: 1 }}>
            {lines.map((line) => (
              <ListItem key={line.id} divider>
                <ListItemText
                  primary={`${line.quantity} × ${line.name}`}
                  secondary={line.optionName ? `Option: ${line.optionName}` : null}
                />
                <Typography sx={{ fontWeight: 700 }}>{formatPence(line.quantity * line.unitPricePence)}</Typography>
              </ListItem>
            ))}
          </List>
          <Divider />
          <Stack sx={{ p: 3, gap: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="h6" component="p">
                Total
              </Typography>
              <Typography variant="h6" component="p">
                {formatPence(totalPence)}
              </Typography>
            </Stack>
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
      )}
    </Drawer>
  );
}
