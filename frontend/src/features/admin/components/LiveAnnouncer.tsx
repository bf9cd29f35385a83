import { useState } from 'react';
import Box from '@mui/material/Box';
import { useAdminSocketMessage } from '../../../shared/realtime/admin-socket';
import { announcementFor } from '../live-announcements';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';


/**
 * A polite live region for the admin area: each order change the socket reports is read out by a
 * screen reader once the current speech ends, on whichever tab is open, without moving focus.
 */
export function LiveAnnouncer() {
  const [announcement, setAnnouncement] = useState({ id: 0, text: '' });
  useAdminSocketMessage('orders.changed', (message) => setAnnouncement((previous) => ({ id: previous.id + 1, text: announcementFor(message) })));

  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={VISUALLY_HIDDEN}>
      {/* A new node for each message: the same words twice are still read twice. */}
      <span key={announcement.id}>{announcement.text}</span>
    </Box>
  );
}
