export interface NavLinkItem {
  label: string;
  to: string;
}

export const MAIN_NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Menu | Order', to: '/takeaway' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Book Table', to: '/booking' },
  { label: 'Contact', to: '/contact' },
  { label: 'Reviews', to: '/reviews' },
];

export const FOOTER_QUICK_LINKS: readonly NavLinkItem[] = [
  { label: 'Menu & Order Online', to: '/takeaway' },
  { label: 'Book a Table', to: '/booking' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Reviews', to: '/reviews' },
];

export const ADMIN_LINK: NavLinkItem = { label: 'Admin', to: '/admin' };
