import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { adminTabFor } from '../admin-tabs';

/** One admin tab. None is built yet: each says what it will hold, with no made-up data. */
export function AdminTabPage() {
  const { tab: path } = useParams();
  const tab = adminTabFor(path);
  if (!tab) return <Alert severity="warning">There is no admin section called &quot;{path}&quot;.</Alert>;
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {tab.label}
      </Typography>
      <Alert severity="info">{`Not built yet. This tab will hold: ${tab.plannedContent}`}</Alert>
    </>
  );
}
