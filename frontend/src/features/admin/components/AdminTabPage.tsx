import type { ComponentType } from 'react';
import { useOutletContext, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { adminTabFor } from '../admin-tabs';
import type { AdminSocket } from '../admin-socket';
import { CategoriesTab } from '../menu/components/CategoriesTab';
import { MenuTab } from '../menu/components/MenuTab';
import { useMenuChangedRefresh } from '../menu/useMenuChangedRefresh';

/** The tabs built so far; the others say what they will hold. */
const BUILT_TABS: Record<string, ComponentType> = { menu: MenuTab, categories: CategoriesTab };

/** One admin tab: a built one, or what it will hold, with no made-up data. */
export function AdminTabPage() {
  const { tab: path } = useParams();
  const tab = adminTabFor(path);
  // The shell's socket: another administrator's menu change refreshes the open menu screens.
  useMenuChangedRefresh(useOutletContext<AdminSocket | null | undefined>() ?? null);
  if (!tab) return <Alert severity="warning">There is no admin section called &quot;{path}&quot;.</Alert>;
  const Built = BUILT_TABS[tab.path];
  if (Built) return <Built />;
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {tab.label}
      </Typography>
      <Alert severity="info">{`Not built yet. This tab will hold: ${tab.plannedContent}`}</Alert>
    </>
  );
}
