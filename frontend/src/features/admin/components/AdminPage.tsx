import { Navigate, Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { PageLoading } from '../../../components/PageLoading';
import { hasRole, type Role } from '../../../shared/session/roles';
import { useGetSessionQuery } from '../../../shared/session/session-api';
import { AdminSocketContext } from '../../../shared/realtime/admin-socket';
import { StepUpHost } from '../../../shared/two-step/StepUpHost';
import { type AdminTab, adminTabFor, mayOpenTab } from '../admin-tabs';
import { useAdminSocket } from '../useAdminSocket';
import { AdminLive } from './AdminLive';
import { LiveAnnouncer } from './LiveAnnouncer';

/**
 * /admin: staff and administrators (the server redirects anyone else before rendering; this repeats
 * it). Each sees the tabs their role may use; the api refuses the rest whatever the screen shows.
 * Deleting an order, roles and settings may ask for the second factor again (StepUpHost).
 */
export function AdminPage({ tabs }: { tabs: readonly AdminTab[] }) {
  const { data: session, isLoading } = useGetSessionQuery();
  if (isLoading) return <PageLoading label="Checking your access..." />;
  const role = session?.user?.role;
  if (!role || !hasRole(role, 'staff')) return <Navigate to="/" replace />;
  // The second step of the sign-in first, or enrolling when the restaurant requires two-step sign-in.
  if (session?.twoStep?.pending) return <Navigate to="/auth/two-step" replace />;
  if (session?.twoStep?.setupRequired) return <Navigate to="/account#two-step" replace />;
  return <AdminShell role={role} tabs={tabs} />;
}

function AdminShell({ role, tabs }: { role: Role; tabs: readonly AdminTab[] }) {
  // From the path: every tab is a route of its own (/admin/orders, /admin/time, ...), the first also at /admin.
  const current = adminTabFor(tabs, useLocation().pathname.split('/')[2] || undefined);
  // Live updates for the staff screens; connected only while the admin area is open.
  const socket = useAdminSocket();

  return (
    <AdminSocketContext.Provider value={socket}>
      {/* The staff layout (app/layout/StaffLayout) around it has the navigation; this is the open section. */}
      <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
        {/* The tabs that follow live changes hear the socket through AdminSocketContext (useAdminSocketMessage). */}
        {current && !mayOpenTab(role, current) ? <NoAccess tab={current} /> : <Outlet />}
      </Box>
      <LiveAnnouncer />
      <AdminLive />
      <StepUpHost />
    </AdminSocketContext.Provider>
  );
}

/** A tab the role may not use, reached by its address: said plainly, and the tab is never mounted. */
function NoAccess({ tab }: { tab: AdminTab }) {
  return (
    <Alert severity="warning">
      <AlertTitle>You don&apos;t have access to {tab.label}</AlertTitle>
      Only administrators can use this section. Ask an administrator if you need something changed here.
    </Alert>
  );
}
