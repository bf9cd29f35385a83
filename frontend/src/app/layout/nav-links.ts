export interface NavLinkItem {
  label: string;
  to: string;
}

// Only pages that exist (the navigation tests fail on a link the route table does not know).
export const MAIN_NAV_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Menu | Order', to: '/takeaway' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Book Table', to: '/booking' },
  { label: 'Reviews', to: '/reviews' },
  { label: 'Socials', to: '/socials' },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_QUICK_LINKS: readonly NavLinkItem[] = [
  { label: 'Menu & Order Online', to: '/takeaway' },
  { label: 'Book a Table', to: '/booking' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Reviews', to: '/reviews' },
  { label: 'Follow Us', to: '/socials' },
  { label: 'Contact Us', to: '/contact' },
];

export const ADMIN_LINK: NavLinkItem = { label: 'Admin', to: '/admin' };
