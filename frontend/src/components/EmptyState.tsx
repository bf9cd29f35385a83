import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: { label: string; to: string };
}

/** A page's "nothing here yet" state: a round icon, a heading, one sentence and the way forward. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 6, gap: 2 }}>
      <Box
        sx={{
          width: 88,
          height: 88,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'background.paper',
          color: 'primary.main',
          border: '1px solid',
          borderColor: 'divider',
          '& svg': { fontSize: 44 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <Button variant="contained" size="large" component={RouterLink} to={action.to}>
        {action.label}
      </Button>
    </Stack>
  );
}
