import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

/** A row of stat cards; each is a labelled figure. */
export function StatCards({ stats }: { stats: readonly { label: string; value: string | number }[] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${stats.length}, 1fr)` }, gap: 2, mb: 3 }}>
      {stats.map(({ label, value }) => (
        <Card key={label} component="section" aria-label={label}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p">
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
