import { memo, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useOutlet } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isHiddenByAllergenFilter } from '../../../shared/allergens';
import { PageHeader } from '../../../components/PageHeader';
import { PageLoading } from '../../../components/PageLoading';
import { useCart } from '../../../shared/cart/useCart';
import { useGetMenuQuery } from '../../../shared/menu/menu-api';
import type { MenuCategory, MenuItem, MenuView } from '../../../shared/menu/menu-types';
import { useOnceTrue, usePreloadOnFirst } from '../../../shared/lazy/load-when-used';
import { HydrateNearScreen, useWaitsEnd } from '../../../shared/lazy/hydrate-near-screen';
import { addToCartDialog } from './add-to-cart-dialog';
import { AllergenFilter } from './AllergenFilter';
import { MenuItemCard } from './MenuItemCard';
import { BusyModeNotice } from '../../../shared/busy-mode/BusyModeNotice';
import { ServiceAlerts } from './ServiceAlerts';

/** Cards in the first rows are visible on arrival: their images load at once, the rest lazily. */
const PRIORITY_IMAGES = 3;

const categoryAnchor = (name: string) => `category-${name}`;

/**
 * A category below the first is laid out and painted only near the screen (`content-visibility`):
 * on arrival the browser lays out what the visitor sees, not the whole menu (a layout of the whole
 * page was 85 to 130 ms on a phone at 4x, issue 30). Until its first layout it takes the height
 * its cards are expected to take in each grid (measured at 390, 700 and 1280 px: a heading about
 * 60 px, a row of cards about 200, 420 and 445 px), so the scrollbar and the category links land
 * about right; after it, the height it last had (`auto`).
 */
function laidOutNearScreen(cards: number) {
  const height = (columns: number, row: number) => `auto ${60 + Math.ceil(cards / columns) * row}px`;
  return { contentVisibility: 'auto', containIntrinsicSize: { xs: height(1, 200), sm: height(2, 420), md: height(3, 445) } };
}

/** The add dialog is fetched once the visitor scrolls the menu. */
const ON_SCROLL = ['scroll'] as const;

/**
 * /menu and /takeaway (SPEC section 2): the menu by category with an add dialog. The server
 * renders it with the menu already in the RTK Query cache, so the browser does not fetch it again.
 *
 * The 'Select Delivery Option & Time' card belongs to checkout: it is rendered here as this route's
 * child (an index route of /menu and /takeaway), between the alerts and the menu.
 */
export function MenuPage({ view }: { view: MenuView }) {
  const { data, isLoading, isError, error, refetch } = useGetMenuQuery(view);
  const deliveryOptions = useOutlet();
  const [dialogItem, setDialogItem] = useState<MenuItem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialogUsed = useOnceTrue(dialogOpen);
  usePreloadOnFirst(addToCartDialog, ON_SCROLL);
  // Client UI state: the allergens this visitor avoids (not kept anywhere).
  const [avoided, setAvoided] = useState<string[]>([]);
  useEffect(() => {
    // SPEC section 8: a failed menu fetch is logged; the page offers to try again.
    if (isError) console.error('Could not load the menu', error);
  }, [isError, error]);

  const allCategories = useMemo(() => data?.categories ?? [], [data]);
  const categories = useMemo(
    () =>
      allCategories
        .map((category) => ({ ...category, items: category.items.filter((item) => !isHiddenByAllergenFilter(item, avoided)) }))
        .filter((category) => category.items.length > 0),
    [allCategories, avoided],
  );
  const hiddenCount = allCategories.reduce((count, category) => count + category.items.length, 0) - categories.reduce((count, category) => count + category.items.length, 0);
  const openAddDialog = useCallback((chosen: MenuItem) => {
    setDialogItem(chosen);
    setDialogOpen(true);
  }, []);
  let content;
  if (isLoading) {
    content = <PageLoading label="Loading menu..." />;
  } else if (isError && allCategories.length === 0) {
    content = (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()}>Try again</Button>}>
        We couldn&apos;t load the menu. Please try again.
      </Alert>
    );
  } else {
    content = (
      <>
        <AllergenFilter avoided={avoided} hiddenCount={hiddenCount} onChange={setAvoided} />
        <Box component="nav" aria-label="Menu categories" sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, mb: { xs: 3, md: 4 }, scrollbarWidth: 'thin' }}>
          {categories.map((category) => (
            <Chip key={category.id} label={category.displayName} component="a" href={`#${categoryAnchor(category.name)}`} clickable variant="outlined" sx={{ bgcolor: 'background.paper' }} />
          ))}
        </Box>
        <MenuSections categories={categories} onAdd={openAddDialog} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="OUR MENU" subtitle="Eat in with us, or order online for collection or delivery." />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ mb: { xs: 3, md: 4 }, display: 'grid', gap: 2 }}>
          <BusyModeNotice />
          <ServiceAlerts />
        </Box>
        {deliveryOptions && <Box sx={{ mb: { xs: 3, md: 4 } }}>{deliveryOptions}</Box>}
        {content}
      </Container>
      {dialogUsed && (
        <Suspense fallback={null}>
          <MenuAddDialog item={dialogItem} open={dialogOpen} onClose={() => setDialogOpen(false)} onExited={() => setDialogItem(null)} />
        </Suspense>
      )}
    </>
  );
}

/** The add-to-cart dialog with the cart it adds to; the page itself does not follow the cart. */
function MenuAddDialog(props: { item: MenuItem | null; open: boolean; onClose(): void; onExited(): void }) {
  const { addToCart } = useCart();
  return <addToCartDialog.Component {...props} onAdd={addToCart} />;
}

/**
 * The menu's categories and cards, the largest part of the page. Memoised: opening and closing the
 * add-to-cart dialog re-renders MenuPage, not the dozens of cards, which only change with the menu
 * or the allergen filter.
 */
const MenuSections = memo(function MenuSections({ categories, onAdd }: { categories: MenuCategory[]; onAdd(item: MenuItem): void }) {
  useWaitsEnd(categories);
  return (
    <Stack sx={{ gap: { xs: 5, md: 7 } }}>
      {categories.map((category, categoryIndex) => (
        <HydrateNearScreen key={category.id} id={categoryAnchor(category.name)}>
        <Box component="section" id={categoryAnchor(category.name)} aria-labelledby={`${categoryAnchor(category.name)}-title`} sx={{ scrollMarginTop: { xs: 80, md: 96 }, ...(categoryIndex > 0 && laidOutNearScreen(category.items.length)) }}>
          <Typography id={`${categoryAnchor(category.name)}-title`} variant="h3" component="h2" sx={{ mb: { xs: 2, md: 3 }, display: 'flex', alignItems: 'center', gap: 1.5, '&::after': { content: '""', flex: 1, height: 3, borderRadius: 2, bgcolor: 'secondary.main', opacity: 0.6 } }}>
            {category.displayName}
          </Typography>
          <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
            {category.items.map((item, itemIndex) => (
              <MenuItemCard
                key={item.id}
                item={item}
                categoryName={category.name}
                categoryLabel={category.displayName}
                priority={categoryIndex === 0 && itemIndex < PRIORITY_IMAGES}
                onAdd={onAdd}
              />
            ))}
          </Box>
        </Box>
        </HydrateNearScreen>
      ))}
    </Stack>
  );
});

export function FullMenuPage() {
  return <MenuPage view="menu" />;
}

export function TakeawayMenuPage() {
  return <MenuPage view="takeaway" />;
}
