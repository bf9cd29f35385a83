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
import { type AdminTab, adminTabFor, adminTabsFor, mayOpenTab } from '../admin-tabs';
import { AdminSocketContext, type OrdersSocket } from '../admin-socket-context';
import { useAdminSocket } from '../useAdminSocket';
import { LiveAnnouncer } from './LiveAnnouncer';

/**
 * /admin: staff and administrators (the server redirects anyone else before rendering; this repeats
 * it). Each sees the tabs their role may use; the api refuses the rest whatever the screen shows.
 */
export function AdminPage() {
  const { data: session, isLoading } = useGetSessionQuery();
  if (isLoading) return <PageLoading label="Checking your access..." />;
  const role = session?.user?.role;
  if (!role || !hasRole(role, 'staff')) return <Navigate to="/" replace />;
  return <AdminShell role={role} />;
}

const tabId = (path: string) => `admin-tab-${path}`;

function AdminShell({ role }: { role: Role }) {
  // From the path, not a route param: built tabs are routes of their own (/admin/time, ...), the rest /admin/:tab.
  const current = adminTabFor(useLocation().pathname.split('/')[2] || undefined);
  const tabs = adminTabsFor(role);
  const isAdministrator = hasRole(role, 'administrator');
  // Live updates for the staff screens; connected only while the admin area is open.
  const socket = useAdminSocket();

  return (
    <>
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
          {/* The tabs that follow live changes take the socket from here (Orders by context, Menu by the outlet). */}
          {current && !mayOpenTab(role, current) ? (
            <NoAccess tab={current} />
          ) : (
            <AdminSocketContext.Provider value={socket}>
              <Outlet context={socket} />
            </AdminSocketContext.Provider>
          )}
        </Box>
        <LiveAnnouncer socket={socket as OrdersSocket | null} />
      </Container>
    </>
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
