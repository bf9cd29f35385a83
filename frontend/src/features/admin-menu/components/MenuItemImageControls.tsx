import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useAppDispatch } from '../../../shared/hooks';
import { apiErrorMessage, useRemoveMenuItemImageMutation, useSetMenuItemImageMutation } from '../admin-menu-api';
import type { AdminMenuItem } from '../admin-menu-types';

/** SPEC section 9: images up to 5MB (the server checks the content again, whatever the browser says). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Upload, replace or remove an item's picture. A failed upload leaves the previous picture in place. */
export function MenuItemImageControls({ item }: { item: AdminMenuItem }) {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading: uploading }] = useSetMenuItemImageMutation();
  const [remove, { isLoading: removing }] = useRemoveMenuItemImageMutation();

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void dispatch(notify({ title: 'Please select an image file', severity: 'error' }));
    if (file.size >= MAX_IMAGE_BYTES) return void dispatch(notify({ title: 'Image must be smaller than 5MB', severity: 'error' }));
    try {
      await upload({ id: item.id, file }).unwrap();
    } catch (error) {
      dispatch(notify({ title: 'Failed to upload image', message: apiErrorMessage(error), severity: 'error' }));
    }
  };

  const onRemove = async () => {
    try {
      await remove(item.id).unwrap();
    } catch (error) {
      dispatch(notify({ title: 'Failed to remove image', message: apiErrorMessage(error), severity: 'error' }));
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ width: 160, height: 100, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', display: 'grid', placeItems: 'center', flexShrink: 0 }}>
        {item.image ? (
          <img src={item.image.src} alt={`Current picture of ${item.name}`} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No image
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" component="label" disabled={uploading}>
          {uploading ? 'Uploading...' : item.imageUrl ? 'Replace image' : 'Upload image'}
          <input ref={input} hidden type="file" accept="image/*" aria-label={`Image file for ${item.name}`} onChange={(event) => void onFile(event.target.files?.[0])} />
        </Button>
        {item.imageUrl && (
          <Button color="error" onClick={() => void onRemove()} disabled={removing}>
            Remove image
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
