import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoading } from '../../../components/PageLoading';
import { hasRole, type Role } from '../../../shared/session/roles';
import { useGetSessionQuery } from '../../../shared/session/session-api';
import { AdminSocketContext } from '../../../shared/realtime/admin-socket';
import { StepUpHost } from '../../../shared/two-step/StepUpHost';
import { type AdminTab, adminTabFor, adminTabsFor, mayOpenTab } from '../admin-tabs';
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

const tabId = (path: string) => `admin-tab-${path}`;

function AdminShell({ role, tabs: allTabs }: { role: Role; tabs: readonly AdminTab[] }) {
  // From the path: every tab is a route of its own (/admin/orders, /admin/time, ...), the first also at /admin.
  const current = adminTabFor(allTabs, useLocation().pathname.split('/')[2] || undefined);
  const tabs = adminTabsFor(allTabs, role);
  const isAdministrator = hasRole(role, 'administrator');
  // Live updates for the staff screens; connected only while the admin area is open.
  const socket = useAdminSocket();

  return (
    <AdminSocketContext.Provider value={socket}>
      <PageHeader
        title="Admin"
        subtitle={isAdministrator ? 'Orders, bookings, menu, opening times, visitors and settings.' : "Today's orders and table bookings."}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
        {/* The BullMQ dashboard is a page the server renders (not one of the tabs): a full page load. */}
        {isAdministrator && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <Link href="/admin/queues" variant="body2" underline="hover">
              Job queues
            </Link>
          </Box>
        )}
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          {/* Each tab is a link to its own address; arrow keys move between tabs, Enter opens one. */}
          <Tabs
            value={current && mayOpenTab(role, current) ? current.path : false}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Admin sections"
          >
            {tabs.map((item) => (
              <Tab
                key={item.path}
                id={tabId(item.path)}
                value={item.path}
                label={item.label}
                component={NavLink}
                to={`/admin/${item.path}`}
                aria-controls="admin-tabpanel"
              />
            ))}
          </Tabs>
        </Box>
        <Box role="tabpanel" id="admin-tabpanel" aria-labelledby={current ? tabId(current.path) : undefined}>
          {/* The tabs that follow live changes hear the socket through AdminSocketContext (useAdminSocketMessage). */}
          {current && !mayOpenTab(role, current) ? <NoAccess tab={current} /> : <Outlet />}
        </Box>
        <LiveAnnouncer />
        <AdminLive />
        <StepUpHost />
      </Container>
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
