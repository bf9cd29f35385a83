import { buildGallery, buildMenu, type CategoryRow, type MenuItemRow, type ResolvedImage } from './menu-view.js';

const category = (id: string, displayOrder: number | null, overrides: Partial<CategoryRow> = {}): CategoryRow => ({
  id,
  name: id,
  displayName: id.toUpperCase(),
  displayOrder,
  isActive: true,
  ...overrides,
});

const item = (id: string, categoryId: string | null, overrides: Partial<MenuItemRow> = {}): MenuItemRow => ({
  id,
  categoryId,
  name: id,
  description: `${id} description`,
  imageUrl: '',
  isAvailable: true,
  availableForTakeaway: true,
  displayOrder: null,
  allergens: [],
  dietaryLabels: [],
  soldOutUntil: null,
  choiceGroups: [],
  halfPriceRule: 'dearer',
  options: [{ id: `${id}-regular`, name: 'Regular', price: 500, displayOrder: 1, allergens: [], soldOutUntil: null }],
  ...overrides,
});

const noImage = (): ResolvedImage => ({ imageUrl: null, image: null });
const names = (menu: ReturnType<typeof buildMenu>) => menu.categories.map((c) => [c.displayName, c.items.map((i) => i.name)]);

describe('buildMenu', () => {
  const categories = [category('pizza', 2), category('breakfast', 1), category('drinks', null), category('sides', 3)];

  it('orders categories and items by display order with 999 for a missing one', () => {
    const items = [
      item('margherita', 'pizza', { displayOrder: 2 }),
      item('pepperoni', 'pizza', { displayOrder: 1 }),
      item('full english', 'breakfast', { displayOrder: null }),
      item('bacon barm', 'breakfast', { displayOrder: 1000 }),
      item('pancakes', 'breakfast', { displayOrder: 5 }),
      item('cola', 'drinks'),
      item('fries', 'sides'),
    ];
    expect(names(buildMenu(categories, items, 'menu', noImage))).toEqual([
      ['BREAKFAST', ['pancakes', 'full english', 'bacon barm']],
      ['PIZZA', ['pepperoni', 'margherita']],
      ['SIDES', ['fries']],
      ['DRINKS', ['cola']],
    ]);
  });

  it('keeps unavailable items listed and flagged, and leaves eat-in-only items out of the takeaway view', () => {
    const items = [item('fries', 'sides'), item('bites', 'sides', { isAvailable: false }), item('coffee', 'drinks', { availableForTakeaway: false })];
    const menu = buildMenu(categories, items, 'menu', noImage);
    expect(names(menu)).toEqual([
      ['SIDES', ['bites', 'fries']],
      ['DRINKS', ['coffee']],
    ]);
    expect(menu.categories[0].items.find((i) => i.name === 'bites')?.isAvailable).toBe(false);
    expect(names(buildMenu(categories, items, 'takeaway', noImage))).toEqual([['SIDES', ['bites', 'fries']]]);
  });

  it('hides inactive and empty categories and lists items of a deleted category last', () => {
    const items = [item('orphan', null), item('lost', 'deleted-category'), item('hidden', 'sides'), item('cola', 'drinks')];
    const withInactive = categories.map((c) => (c.id === 'sides' ? { ...c, isActive: false } : c));
    expect(names(buildMenu(withInactive, items, 'menu', noImage))).toEqual([
      ['DRINKS', ['cola']],
      ['More', ['lost', 'orphan']],
    ]);
  });

  it('prices in pence: options in display order and the lowest price, or null without options', () => {
    const items = [
      item('pizza', 'pizza', {
        displayOrder: 1,
        options: [
          { id: 'l', name: '14"', price: 1299, displayOrder: 3, allergens: [], soldOutUntil: null },
          { id: 's', name: '10"', price: 899, displayOrder: 1, allergens: ['milk'], soldOutUntil: null },
          { id: 'm', name: '12"', price: 1099, displayOrder: null, allergens: [], soldOutUntil: null },
        ],
      }),
      item('special', 'pizza', { options: [], displayOrder: 2 }),
    ];
    const [pizza, special] = buildMenu(categories, items, 'menu', noImage).categories[0].items;
    expect(pizza.options).toEqual([
      { id: 's', name: '10"', pricePence: 899, displayOrder: 1, allergens: ['milk'], soldOut: false, soldOutUntil: null },
      { id: 'l', name: '14"', pricePence: 1299, displayOrder: 3, allergens: [], soldOut: false, soldOutUntil: null },
      { id: 'm', name: '12"', pricePence: 1099, displayOrder: 999, allergens: [], soldOut: false, soldOutUntil: null },
    ]);
    expect(pizza.lowestPricePence).toBe(899);
    expect(special.lowestPricePence).toBeNull();
  });

  it('lists allergens and dietary labels in their fixed order, item and options apart', () => {
    const items = [item('calzone', 'pizza', { allergens: ['milk', 'gluten', 'nonsense'], dietaryLabels: ['halal', 'vegetarian'] })];
    expect(buildMenu(categories, items, 'menu', noImage).categories[0].items[0]).toMatchObject({
      allergens: ['gluten', 'milk'],
      dietaryLabels: ['vegetarian', 'halal'],
      options: [{ allergens: [], soldOut: false, soldOutUntil: null }],
    });
  });

  it('takes each image from the resolver', () => {
    const image = { src: '/a.jpg', srcset: '/a.jpg 320w', sources: [], width: 800, height: 600 };
    const menu = buildMenu(categories, [item('fries', 'sides', { imageUrl: 'a.jpg' })], 'menu', (row) =>
      row.imageUrl ? { imageUrl: `/api/images/menu/${row.imageUrl}`, image } : noImage(),
    );
    expect(menu.categories[0].items[0]).toMatchObject({ imageUrl: '/api/images/menu/a.jpg', image });
  });
});

describe('buildGallery', () => {
  it('lists every available item in menu order, images or not', () => {
    const categories = [category('b', 2), category('a', 1)];
    const items = [item('b1', 'b'), item('a2', 'a', { displayOrder: 2 }), item('a1', 'a', { displayOrder: 1 }), item('gone', 'a', { isAvailable: false })];
    expect(buildGallery(categories, items, noImage).map((row) => row.name)).toEqual(['a1', 'a2', 'b1']);
  });
});
