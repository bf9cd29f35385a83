import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useAppDispatch } from '../../../shared/hooks';
import { toCategoryName } from '@walkden/contract/category-name';
import { moveInList } from '../../../shared/list-order';
import { useAdminSocketMessage } from '../../../shared/realtime/admin-socket';
import {
  type AdminCategory,
  adminCategoriesApiUtil,
  apiErrorMessage,
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useGetCategoriesQuery,
  useReorderCategoriesMutation,
  useUpdateCategoryMutation,
} from '../admin-categories-api';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

/** The Categories tab (SPEC section 2): create, edit, delete with confirmation, reorder by swapping, and the active switch. */
export function CategoriesTab() {
  const dispatch = useAppDispatch();
  // Another administrator's menu change (or this one's, from another tab) refreshes the open list.
  useAdminSocketMessage('menu.changed', () => dispatch(adminCategoriesApiUtil.invalidateTags(['AdminMenu'])));
  const { data: categories, isLoading, isError } = useGetCategoriesQuery();
  const [reorder] = useReorderCategoriesMutation();
  const [update] = useUpdateCategoryMutation();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  useEffect(() => {
    if (isError) dispatch(notify({ title: 'Failed to fetch categories', severity: 'error' }));
  }, [isError, dispatch]);

  if (isLoading) return <CircularProgress aria-label="Loading categories" />;
  if (!categories) return <Alert severity="error">Failed to fetch categories</Alert>;

  const move = async (category: AdminCategory, direction: 'up' | 'down') => {
    try {
      await reorder(
        moveInList(
          categories.map((candidate) => candidate.id),
          category.id,
          direction,
        ),
      ).unwrap();
    } catch (error) {
      dispatch(notify({ title: 'Failed to reorder categories', message: apiErrorMessage(error), severity: 'error' }));
    }
  };

  const setActive = async (category: AdminCategory, isActive: boolean) => {
    try {
      await update({ id: category.id, isActive }).unwrap();
    } catch (error) {
      dispatch(notify({ title: 'Failed to update category', message: apiErrorMessage(error), severity: 'error' }));
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          Category Management
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add Category
        </Button>
      </Stack>
      <Table size="small" aria-label="Categories">
        <TableHead>
          <TableRow>
            <TableCell>Display name</TableCell>
            <TableCell>Name</TableCell>
            <TableCell align="right">Items</TableCell>
            <TableCell>Active</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((category, index) => (
            <TableRow key={category.id} aria-label={category.displayName}>
              <TableCell>{category.displayName}</TableCell>
              <TableCell>
                <code>{category.name}</code>
              </TableCell>
              <TableCell align="right">{category.itemCount}</TableCell>
              <TableCell>
                <Switch checked={category.isActive} onChange={(event) => void setActive(category, event.target.checked)} slotProps={{ input: { 'aria-label': `${category.displayName} shown to customers` } }} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton aria-label={`Move ${category.displayName} up`} disabled={index === 0} onClick={() => void move(category, 'up')}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={`Move ${category.displayName} down`} disabled={index === categories.length - 1} onClick={() => void move(category, 'down')}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={`Edit ${category.displayName}`} onClick={() => setEditing(category)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={`Delete ${category.displayName}`} color="error" onClick={() => setDeleting(category)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteCategoryDialog category={deleting} others={categories.filter((candidate) => candidate.id !== deleting.id)} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

function CategoryDialog({ category, onClose }: { category: AdminCategory | null; onClose(): void }) {
  const dispatch = useAppDispatch();
  const [displayName, setDisplayName] = useState(category?.displayName ?? '');
  const [name, setName] = useState(category?.name ?? '');
  // A new category's internal name follows its display name until staff type their own.
  const [nameTouched, setNameTouched] = useState(category !== null);
  const [isActive, setIsActive] = useState(category?.isActive ?? true);
  const [create, { isLoading: creating }] = useCreateCategoryMutation();
  const [update, { isLoading: updating }] = useUpdateCategoryMutation();

  const save = async () => {
    if (!displayName.trim() || !name.trim()) return void dispatch(notify({ title: 'Please enter a name and a display name.', severity: 'error' }));
    try {
      const input = { name: toCategoryName(name), displayName: displayName.trim(), isActive };
      if (category) await update({ id: category.id, ...input }).unwrap();
      else await create(input).unwrap();
      onClose();
    } catch (error) {
      dispatch(notify({ title: category ? 'Failed to update category' : 'Failed to create category', message: apiErrorMessage(error), severity: 'error' }));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="category-dialog-title">
      <DialogTitle id="category-dialog-title">{category ? `Edit ${category.displayName}` : 'Add Category'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Display name"
            required
            value={displayName}
            onChange={(event) => {
              setDisplayName(event.target.value);
              if (!nameTouched) setName(toCategoryName(event.target.value));
            }}
          />
          <TextField
            label="Name"
            required
            helperText="Internal name: lowercase with underscores"
            value={name}
            onChange={(event) => {
              setNameTouched(true);
              setName(event.target.value);
            }}
            onBlur={() => setName(toCategoryName(name))}
          />
          <FormControlLabel control={<Switch checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />} label="Shown to customers" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={creating || updating}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A category holding items is never deleted silently: the dialog says how many and moves them first. */
function DeleteCategoryDialog({ category, others, onClose }: { category: AdminCategory; others: AdminCategory[]; onClose(): void }) {
  const dispatch = useAppDispatch();
  const [target, setTarget] = useState('');
  const [remove, { isLoading }] = useDeleteCategoryMutation();
  const holdsItems = category.itemCount > 0;

  const confirm = async () => {
    try {
      await remove({ id: category.id, moveItemsTo: holdsItems ? target : undefined }).unwrap();
      onClose();
    } catch (error) {
      dispatch(notify({ title: 'Failed to delete category', message: apiErrorMessage(error), severity: 'error' }));
    }
  };

  return (
    <ConfirmDialog
      title="Delete category?"
      message={
        holdsItems
          ? `${category.displayName} holds ${category.itemCount} item${category.itemCount === 1 ? '' : 's'}. Choose a category to move them to before it is deleted.`
          : `Are you sure you want to delete ${category.displayName}?`
      }
      confirmLabel={holdsItems ? 'Move items and delete' : 'Delete'}
      busy={isLoading}
      confirmDisabled={holdsItems && !target}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {holdsItems && (
        <TextField select fullWidth label="Move items to" value={target} onChange={(event) => setTarget(event.target.value)} sx={{ mt: 2 }}>
          {others.map((other) => (
            <MenuItem key={other.id} value={other.id}>
              {other.displayName}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ConfirmDialog>
  );
}
