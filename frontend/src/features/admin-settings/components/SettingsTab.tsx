import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AuditLogPanel } from '../audit/AuditLogPanel';
import { SettingsPanel } from './SettingsPanel';

/** The admin Settings tab: the global settings form and, beside it, the audit log of staff changes. */
export function SettingsTab() {
  const [section, setSection] = useState<'settings' | 'audit'>('settings');
  return (
    <Box>
      <Tabs value={section} onChange={(_event, next: 'settings' | 'audit') => setSection(next)} aria-label="Settings sections" sx={{ mb: 2 }}>
        <Tab value="settings" label="Global settings" />
        <Tab value="audit" label="Audit log" />
      </Tabs>
      {section === 'settings' ? <SettingsPanel /> : <AuditLogPanel />}
    </Box>
  );
}
