import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import { apiErrorMessage } from '../../../api/api-error';
import { useSetSoldOut } from '../../../shared/sold-out/sold-out-api';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import type { AdminMenuItem } from '../admin-menu-types';

/**
 * Sold out today in one tap: the item, and each option when it has several. A pressed button is
 * sold out (until the next day's opening); a second tap puts it back on sale.
 */
export function SoldOutToggles({ item }: { item: AdminMenuItem }) {
  const { setSoldOut, isLoading } = useSetSoldOut();
  const dispatch = useAppDispatch();
  const toggle = async (kind: 'item' | 'option', id: string, name: string, soldOut: boolean) => {
    try {
      await setSoldOut({ kind, id, soldOut });
    } catch (error) {
      dispatch(notify({ title: `Failed to update ${name}`, message: apiErrorMessage(error), severity: 'error' }));
    }
  };
  const buttonSx = { minHeight: 48, whiteSpace: 'nowrap' } as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        variant={item.soldOut ? 'contained' : 'outlined'}
        color={item.soldOut ? 'warning' : 'inherit'}
        aria-pressed={item.soldOut}
        disabled={isLoading}
        startIcon={<RemoveShoppingCartOutlinedIcon />}
        onClick={() => void toggle('item', item.id, item.name, !item.soldOut)}
        sx={buttonSx}
        aria-label={`${item.name} sold out today`}
      >
        Sold out
      </Button>
      {item.options.length > 1 &&
        item.options.map((option) => (
          <Button
            key={option.id}
            size="small"
            variant={option.soldOut ? 'contained' : 'outlined'}
            color={option.soldOut ? 'warning' : 'inherit'}
            aria-pressed={option.soldOut}
            disabled={isLoading || item.soldOut}
            onClick={() => void toggle('option', option.id, `${item.name} (${option.name})`, !option.soldOut)}
            sx={buttonSx}
            aria-label={`${item.name} ${option.name} sold out today`}
          >
            {option.name}
          </Button>
        ))}
    </Box>
  );
}
