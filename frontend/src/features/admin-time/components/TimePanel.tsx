import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../shared/hooks';
import { useAdminSocketMessage } from '../../../shared/realtime/admin-socket';
import { timeApiUtil } from '../admin-time-api';
import { KitchenStationsPanel } from './KitchenStationsPanel';
import { OpeningTimesPanel } from './OpeningTimesPanel';
import { TimeOffPanel } from './TimeOffPanel';
import { WeeklySchedulePanel } from './WeeklySchedulePanel';

type TimeTab = 'calendar' | 'opening-times' | 'time-off';

/** The Time tab: 'Manage Time' with calendar, opening-times (and kitchen stations) and time-off sub-tabs. */
export function TimePanel() {
  const [tab, setTab] = useState<TimeTab>('calendar');
  const dispatch = useAppDispatch();
  // Another administrator changed opening times, the slot grid, days off or the kitchen stations: the open sub-tab shows it.
  useAdminSocketMessage('schedule.changed', () => dispatch(timeApiUtil.invalidateTags(['OpeningTimes', 'DaysOff', 'Schedule', 'KitchenStations'])));
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        Manage Time
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_event, value: TimeTab) => setTab(value)} aria-label="Manage Time sections">
          <Tab value="calendar" label="Calendar" />
          <Tab value="opening-times" label="Opening Times" />
          <Tab value="time-off" label="Time Off" />
        </Tabs>
      </Box>
      {tab === 'calendar' && <WeeklySchedulePanel />}
      {tab === 'opening-times' && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <OpeningTimesPanel />
          <KitchenStationsPanel />
        </Box>
      )}
      {tab === 'time-off' && <TimeOffPanel />}
    </>
  );
}
