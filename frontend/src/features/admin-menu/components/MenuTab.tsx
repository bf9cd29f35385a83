import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { describeAllergens } from '../../../shared/allergens';
import { formatPence } from '../../../shared/money';
import { notify } from '../../../shared/notifications/notifications-slice';
import { SoldOutToggles } from './SoldOutToggles';
import { useAppDispatch } from '../../../shared/hooks';
import { apiErrorMessage, useDeleteMenuItemMutation, useGetAdminMenuQuery, useReorderMenuItemsMutation } from '../admin-menu-api';
import type { AdminCategory, AdminMenuItem } from '../admin-menu-types';
import { dropInList, moveInList } from '../../../shared/list-order';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { MenuItemDialog } from './MenuItemDialog';
import { useMenuChangedRefresh } from '../useMenuChangedRefresh';

interface Group {
  category: AdminCategory | null;
  items: AdminMenuItem[];
}

function groupByCategory(categories: AdminCategory[], items: AdminMenuItem[]): Group[] {
  const groups: Group[] = categories.map((category) => ({ category, items: [] }));
  const byId = new Map(groups.map((group) => [group.category!.id, group]));
  const loose: Group = { category: null, items: [] };
  for (const item of items) (byId.get(item.categoryId ?? '') ?? loose).items.push(item);
  for (const group of [...groups, loose]) group.items.sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
  return loose.items.length > 0 ? [...groups, loose] : groups;
}

/** The row's summary: price, options, choice groups when it has any, and allergens. */
function summaryText(item: AdminMenuItem): string {
  const groups = item.choiceGroups.length;
  return [
    priceText(item),
    `${item.options.length} option${item.options.length === 1 ? '' : 's'}`,
    ...(groups > 0 ? [`${groups} choice group${groups === 1 ? '' : 's'}`] : []),
    `Allergens: ${describeAllergens(item.allergens)}`,
  ].join(' · ');
}

function priceText(item: AdminMenuItem): string {
  if (item.lowestPricePence === null) return 'Price not set';
  return item.options.length > 1 ? `From ${formatPence(item.lowestPricePence)}` : formatPence(item.lowestPricePence);
}

/** The Menu tab: items by category, created, edited, deleted and reordered (drag and drop, or the arrow buttons). */
export function MenuTab() {
  useMenuChangedRefresh();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useGetAdminMenuQuery();
  const [reorder] = useReorderMenuItemsMutation();
  const [deleteItem, { isLoading: deleting }] = useDeleteMenuItemMutation();
  // The created item is kept until the refetched menu holds it, so the dialog goes straight on to its options.
  const [editing, setEditing] = useState<{ id: string | null; created?: AdminMenuItem } | null>(null);
  const [deleting_, setDeleting] = useState<AdminMenuItem | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);

  useEffect(() => {
    if (isError) dispatch(notify({ title: 'Failed to fetch menu items', severity: 'error' }));
  }, [isError, dispatch]);

  const groups = useMemo(() => (data ? groupByCategory(data.categories, data.items) : []), [data]);

  const saveOrder = async (group: Group, itemIds: string[]) => {
    if (itemIds.join() === group.items.map((item) => item.id).join()) return;
    try {
      await reorder({ categoryId: group.category?.id ?? null, itemIds }).unwrap();
    } catch (error) {
      dispatch(notify({ title: 'Failed to update menu item order', message: apiErrorMessage(error), severity: 'error' }));
    }
  };

  const confirmDelete = async () => {
    if (!deleting_) return;
    try {
      await deleteItem(deleting_.id).unwrap();
      dispatch(notify({ title: 'Success', message: `${deleting_.name} was deleted.`, severity: 'success' }));
    } catch (error) {
      dispatch(notify({ title: 'Failed to delete menu item', message: apiErrorMessage(error), severity: 'error' }));
    }
    setDeleting(null);
  };

  if (isLoading) return <CircularProgress aria-label="Loading menu items" />;
  if (!data) return <Alert severity="error">Failed to fetch menu items</Alert>;

  const editedItem = editing?.id ? (data.items.find((item) => item.id === editing.id) ?? editing.created ?? null) : null;

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          Menu Management
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })} disabled={data.categories.length === 0}>
          Add Item
        </Button>
      </Stack>
      {data.categories.length === 0 && <Alert severity="info">Create a category first (Categories tab).</Alert>}
      {groups.map((group) => {
        const ids = group.items.map((item) => item.id);
        return (
          <Paper key={group.category?.id ?? 'uncategorised'} component="section" aria-label={group.category?.displayName ?? 'Uncategorised'} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {group.category?.displayName ?? 'Uncategorised'}
              {group.category && !group.category.isActive && <Chip label="Hidden" size="small" sx={{ ml: 1 }} />}
            </Typography>
            {group.items.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                No items.
              </Typography>
            )}
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {group.items.map((item, index) => (
                <Box
                  component="li"
                  key={item.id}
                  aria-label={item.name}
                  draggable
                  onDragStart={() => setDragged(item.id)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragged) void saveOrder(group, dropInList(ids, dragged, item.id));
                    setDragged(null);
                  }}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderTop: index === 0 ? 0 : 1, borderColor: 'divider', opacity: dragged === item.id ? 0.5 : 1 }}
                >
                  <DragIndicatorIcon aria-hidden sx={{ cursor: 'grab', color: 'text.disabled' }} />
                  <Box sx={{ width: 56, height: 40, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', flexShrink: 0 }}>
                    {item.image && <img src={item.image.src} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
                  </Box>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {summaryText(item)}
                    </Typography>
                    <Box sx={{ mt: 0.5 }}>
                      <SoldOutToggles item={item} />
                    </Box>
                  </Box>
                  {!item.isAvailable && <Chip label="Unavailable" size="small" />}
                  {!item.availableForTakeaway && <Chip label="Eat in only" size="small" variant="outlined" />}
                  <IconButton aria-label={`Move ${item.name} up`} disabled={index === 0} onClick={() => void saveOrder(group, moveInList(ids, item.id, 'up'))}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={`Move ${item.name} down`} disabled={index === group.items.length - 1} onClick={() => void saveOrder(group, moveInList(ids, item.id, 'down'))}>
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={`Edit ${item.name}`} onClick={() => setEditing({ id: item.id })}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={`Delete ${item.name}`} color="error" onClick={() => setDeleting(item)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          </Paper>
        );
      })}
      {editing && (
        <MenuItemDialog
          key={editing.id ?? 'new'}
          item={editedItem}
          categories={data.categories}
          menuItems={data.items}
          onClose={() => setEditing(null)}
          onCreated={(created) => setEditing({ id: created.id, created })}
        />
      )}
      {deleting_ && (
        <ConfirmDialog
          title="Delete menu item?"
          message={`Are you sure you want to delete ${deleting_.name}? Its options and picture go too.`}
          confirmLabel="Delete"
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
