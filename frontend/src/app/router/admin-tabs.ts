import type { AdminTab } from '../../features/admin/admin-tabs';

/**
 * The admin area's one registry: each tab's address, label, least role and lazy component, in the
 * order of the tab bar. The routes (routes.tsx), the shell's tab bar and its role check all read
 * this list; a new tab is a sibling feature folder (features/admin-<name>/) and one line here.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { path: 'orders', label: 'Orders', role: 'staff', load: async () => (await import('../../features/admin-orders/components/OrdersTab')).OrdersTab },
  {
    path: 'new-order',
    label: 'New order',
    role: 'staff',
    load: async () => (await import('../../features/admin-new-order/components/NewOrderScreen')).NewOrderScreen,
  },
  { path: 'menu', label: 'Menu', role: 'administrator', load: async () => (await import('../../features/admin-menu/components/MenuTab')).MenuTab },
  {
    path: 'categories',
    label: 'Categories',
    role: 'administrator',
    load: async () => (await import('../../features/admin-categories/components/CategoriesTab')).CategoriesTab,
  },
  { path: 'time', label: 'Time', role: 'administrator', load: async () => (await import('../../features/admin-time/components/TimePanel')).TimePanel },
  { path: 'bookings', label: 'Bookings', role: 'staff', load: async () => (await import('../../features/admin-bookings/components/BookingsTab')).BookingsTab },
  {
    path: 'visitors',
    label: 'Visitors',
    role: 'administrator',
    load: async () => (await import('../../features/admin-visitors/components/VisitorsPanel')).VisitorsPanel,
  },
  { path: 'reports', label: 'Reports', role: 'administrator', load: async () => (await import('../../features/admin-reports/components/ReportsTab')).ReportsTab },
  { path: 'tips', label: 'Tips', role: 'administrator', load: async () => (await import('../../features/admin-tips/components/TipsTab')).TipsTab },
  { path: 'settings', label: 'Settings', role: 'administrator', load: async () => (await import('../../features/admin-settings/components/SettingsTab')).SettingsTab },
  { path: 'kitchen', label: 'Kitchen', role: 'staff', load: async () => (await import('../../features/admin-kitchen/components/KitchenScreen')).KitchenScreen },
];
