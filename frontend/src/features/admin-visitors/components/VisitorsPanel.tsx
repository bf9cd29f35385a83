import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { UsersPanel } from './UsersPanel';
import { VisitsPanel } from './VisitsPanel';

/** The Visitors tab: Users and Visits sub-tabs. */
export function VisitorsPanel() {
  const [tab, setTab] = useState<'users' | 'visits'>('users');
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, value: 'users' | 'visits') => setTab(value)} aria-label="Visitors sections">
          <Tab value="users" label="Users" />
          <Tab value="visits" label="Visits" />
        </Tabs>
      </Box>
      {tab === 'users' ? <UsersPanel /> : <VisitsPanel />}
    </>
  );
}
