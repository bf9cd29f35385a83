import { type ReactNode, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';

export type ReportView = 'chart' | 'table';

interface ReportSectionProps {
  title: string;
  /** One sentence under the title: what the numbers are. */
  description?: string;
  /** Controls of the section's own beside the view switch (e.g. by quantity or by takings). */
  controls?: ReactNode;
  downloading: boolean;
  onDownload: () => void;
  children: (view: ReportView) => ReactNode;
}

/**
 * One chart of the report: its title, a Chart / Table switch showing the same numbers in a real
 * table, and a Download CSV button for that table.
 */
export function ReportSection({ title, description, controls, downloading, onDownload, children }: ReportSectionProps) {
  const headingId = useId();
  const [view, setView] = useState<ReportView>('chart');
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      {/* The title takes the line when the card is wide enough; otherwise the controls wrap under it. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ flex: '1 1 18rem', minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h3">
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {controls}
          <ToggleButtonGroup size="small" exclusive value={view} onChange={(_event, next: ReportView | null) => next && setView(next)} aria-label={`Show ${title} as`}>
            <ToggleButton value="chart">Chart</ToggleButton>
            <ToggleButton value="table">Table</ToggleButton>
          </ToggleButtonGroup>
          <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={onDownload} loading={downloading} loadingPosition="start">
            Download CSV
            <span style={VISUALLY_HIDDEN}> of {title}</span>
          </Button>
        </Stack>
      </Box>
      {children(view)}
    </Paper>
  );
}
