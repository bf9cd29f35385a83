import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import type { MenuItem as MenuItemData, MenuOption } from '../../menu/menu-types';
import { formatPence } from '../../money';
import { optionForKey } from './menu-picker';

interface OptionDialogProps {
  item: MenuItemData | null;
  onChoose: (item: MenuItemData, option: MenuOption) => void;
  onClose: () => void;
}

/**
 * Which option of an item with several: the first is focused, so arrow keys and Enter choose one,
 * and so does its number (1 to 9) or a tap. Focus goes back to the search field when it closes.
 */
export function OptionDialog({ item, onChoose, onClose }: OptionDialogProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!item) return;
    const option = optionForKey(item, event.key);
    if (!option) return;
    event.preventDefault();
    onChoose(item, option);
  };

  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby="option-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="option-dialog-title">{item ? `${item.name}: which one?` : ''}</DialogTitle>
      <DialogContent sx={{ px: 1, pb: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 1 }}>
          Arrow keys and Enter, or the number.
        </Typography>
        <MenuList autoFocusItem aria-label={item ? `Options of ${item.name}` : undefined} onKeyDown={onKeyDown}>
          {item?.options.map((option, index) => (
            <MenuItem key={option.id} disabled={option.soldOut} onClick={() => onChoose(item, option)} sx={{ minHeight: 48, gap: 1.5 }}>
              <Box component="span" aria-hidden sx={{ fontWeight: 700, color: 'text.secondary', minWidth: 16 }}>
                {index + 1}
              </Box>
              <ListItemText primary={option.name} />
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {option.soldOut ? 'Sold out' : formatPence(option.pricePence)}
              </Typography>
            </MenuItem>
          ))}
        </MenuList>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
