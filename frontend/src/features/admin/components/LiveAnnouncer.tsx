import { useState } from 'react';
import Box from '@mui/material/Box';
import { useAdminSocketMessage } from '../../../shared/realtime/admin-socket';
import { announcementFor } from '../live-announcements';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A polite live region for the admin area: each order change the socket reports is read out by a
 * screen reader once the current speech ends, on whichever tab is open, without moving focus.
 */
export function LiveAnnouncer() {
  const [announcement, setAnnouncement] = useState({ id: 0, text: '' });
  useAdminSocketMessage('orders.changed', (message) => setAnnouncement((previous) => ({ id: previous.id + 1, text: announcementFor(message) })));

  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {/* A new node for each message: the same words twice are still read twice. */}
      <span key={announcement.id}>{announcement.text}</span>
    </Box>
  );
}
