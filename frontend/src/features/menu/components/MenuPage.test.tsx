import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverStateHydrated } from '../../../api/api';
import { seedPrefetched } from '../../../app/prefetched';
import { makeStore } from '../../../app/store';
import { answerApi, sentRequests } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { choiceGroup, EXTRAS, menuChoice, SAUCES } from '../../../test/test-menu';
import type { Allergen } from '../../../shared/allergens';
import type { MenuItem, MenuResponse } from '../../../shared/menu/menu-types';
// Loaded up front: Jest's ESM loader can fail when two lazy routes import the same module at once.
import './MenuPage';
import { SETTING_DEFAULTS } from '@walkden/contract/settings';

const option = (id: string, name: string, pricePence: number, displayOrder = 1, allergens: Allergen[] = []) => ({ id, name, pricePence, displayOrder, allergens, soldOut: false, soldOutUntil: null as string | null });

function item(overrides: Partial<MenuItem> & Pick<MenuItem, 'id' | 'name'>): MenuItem {
  return {
    description: '',
    imageUrl: null,
    image: null,
    isAvailable: true,
    availableForTakeaway: true,
    displayOrder: 1,
    options: [option(`${overrides.id}-regular`, 'Regular', 500)],
    choiceGroups: [],
    halfPriceRule: 'dearer',
    lowestPricePence: 500,
    allergens: [],
    dietaryLabels: [],
    soldOut: false,
    soldOutUntil: null,
    ...overrides,
  };
}

const MENU: MenuResponse = {
  categories: [
    {
      id: 'c1',
      name: 'breakfast',
      displayName: 'Breakfast',
      displayOrder: 1,
      items: [
        item({
          id: 'english',
          name: 'Full English Breakfast',
          description: 'Bacon, sausage, egg, beans and toast.',
          options: [option('english-regular', 'Regular', 950), option('english-large', 'Large', 1195, 2, ['mustard'])],
          lowestPricePence: 950,
          allergens: ['gluten', 'eggs'],
        }),
        item({
          id: 'barm',
          name: 'Bacon Barm',
          description: 'Back bacon on a barm.',
          options: [option('barm-regular', 'Regular', 375)],
          lowestPricePence: 375,
          allergens: ['gluten'],
          dietaryLabels: ['halal'],
        }),
      ],
    },
    {
      id: 'c2',
      name: 'sides',
      displayName: 'Sides',
      displayOrder: 2,
      items: [
        item({ id: 'bites', name: 'Mac & Cheese Bites', isAvailable: false }),
        item({ id: 'special', name: 'Chef Special', options: [], lowestPricePence: null }),
        item({
          id: 'fries',
          name: 'Fries',
          imageUrl: '/api/images/menu/fries.jpg',
          image: {
            src: '/api/images/menu/fries.jpg?w=640&f=jpeg&v=1',
            srcset: '/api/images/menu/fries.jpg?w=320&f=jpeg&v=1 320w, /api/images/menu/fries.jpg?w=640&f=jpeg&v=1 640w',
            sources: [{ type: 'image/avif', srcset: '/api/images/menu/fries.jpg?w=320&f=avif&v=1 320w' }],
            width: 1200,
            height: 900,
          },
        }),
        item({
          id: 'wings',
          name: 'Chicken Wings',
          options: [option('wings-6', '6 pieces', 599), option('wings-8', '8 pieces', 749, 2)],
          lowestPricePence: 599,
          allergens: ['celery'],
          choiceGroups: [SAUCES, EXTRAS],
        }),
      ],
    },
  ],
};

const settings = { ...SETTING_DEFAULTS, maxDistance: 3 };

/** The page as the browser gets it: hydrated from the server's cache (menu and settings prefetched). */
async function renderPrefetchedMenu(path = '/menu', view: 'menu' | 'takeaway' = 'menu', menu: MenuResponse = MENU) {
  const server = makeStore();
  await seedPrefetched(server, { settings, session: { user: null, twoStep: null }, menu: { view, data: menu } });
  const store = makeStore();
  store.dispatch(serverStateHydrated(JSON.parse(JSON.stringify({ api: server.getState().api }))));
  return renderApp({ path, store });
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  // The page also holds checkout's delivery and slot card; give it a day with a slot so it stays quiet.
  answerApi('GET', '/api/checkout/slots', {
    body: { date: '2031-01-18', slots: [{ time: '18:00', capacity: 3, booked: 0, left: 3, available: true }], closedReason: null },
  });
});

describe('the menu page', () => {
  it("shows each dish's allergens and labels before purchase, and 'Ask us about allergens' where none were recorded", async () => {
    await renderPrefetchedMenu();
    expect(within(card('Full English Breakfast')).getByText('Contains: Cereals containing gluten, Eggs. Some options also contain: Mustard')).toBeInTheDocument();
    expect(within(card('Bacon Barm')).getByText('Contains: Cereals containing gluten')).toBeInTheDocument();
    expect(within(card('Bacon Barm')).getByText('Halal')).toBeInTheDocument();
    expect(within(card('Fries')).getByText('Ask us about allergens')).toBeInTheDocument();
    expect(within(card('Chicken Wings')).getByText('Contains: Celery. Some options also contain: Eggs, Milk')).toBeInTheDocument();
    expect(screen.queryByText(/allergens: none/i)).toBeNull();
  });

  it('shows the allergens of the chosen option in the add dialog', async () => {
    const user = userEvent.setup();
    await renderPrefetchedMenu();
    await user.click(within(card('Full English Breakfast')).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Contains: Cereals containing gluten, Eggs. Some options also contain: Mustard')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
    expect(within(dialog).getByText('Contains: Cereals containing gluten, Eggs, Mustard')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Regular/ }));
    expect(within(dialog).getByText('Contains: Cereals containing gluten, Eggs')).toBeInTheDocument();
  });

  it('hides dishes containing the allergens a customer avoids, and those without allergen data', async () => {
    const user = userEvent.setup();
    await renderPrefetchedMenu();
    await user.click(screen.getByRole('button', { name: 'Mustard' }));
    expect(screen.queryByRole('article', { name: 'Full English Breakfast' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Bacon Barm' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Fries' })).toBeNull();
    expect(screen.getByText(/^4 dishes hidden\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mustard' }));
    expect(screen.getByRole('article', { name: 'Full English Breakfast' })).toBeInTheDocument();
  });

  it('shows the title, the alerts, the categories and prices from the server render without fetching again', async () => {
    await renderPrefetchedMenu();

    expect(screen.getByRole('heading', { level: 1, name: 'OUR MENU' })).toBeInTheDocument();
    expect(screen.getByText('We deliver within a 3-mile radius, minimum order £15.')).toBeInTheDocument();
    expect(screen.getByTestId('price-note')).toHaveTextContent(/^All prices include VAT\. .*within 3 miles of the restaurant \(minimum order £15\), a flat £[\d.]+ delivery fee is added at checkout/);
    const categoryTitles = [...document.querySelectorAll('section[id^="category-"] > h2')].map((heading) => heading.textContent);
    expect(categoryTitles).toEqual(['Breakfast', 'Sides']);
    expect(within(card('Full English Breakfast')).getByText('From £9.50')).toBeInTheDocument();
    expect(within(card('Bacon Barm')).getByText('£3.75')).toBeInTheDocument();
    expect(within(card('Chef Special')).getByText('Price not set')).toBeInTheDocument();
    expect(within(card('Mac & Cheese Bites')).getByRole('button', { name: 'Unavailable' })).toBeDisabled();
    expect(within(card('Bacon Barm')).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sentRequests.filter((request) => request.path === '/api/menu' || request.path === '/api/settings')).toEqual([]);
  });

  it('uses the bundled picture for the full English, a responsive picture for a photo, and a category card otherwise', async () => {
    await renderPrefetchedMenu();

    const english = within(card('Full English Breakfast')).getByRole('img', { name: 'Full English Breakfast' });
    expect(english).toHaveAttribute('width', '640');
    expect(english).toHaveAttribute('height', '480');
    expect(english).toHaveAttribute('loading', 'eager');

    const fries = within(card('Fries')).getByRole('img', { name: 'Fries' });
    expect(fries).toHaveAttribute('srcset', MENU.categories[1].items[2].image!.srcset);
    expect(fries).toHaveAttribute('width', '1200');
    expect(fries).toHaveAttribute('loading', 'lazy');
    expect(fries.closest('picture')?.querySelector('source[type="image/avif"]')).not.toBeNull();

    expect(within(card('Chef Special')).getByRole('img', { name: 'Chef Special' }).tagName).toBe('DIV');
  });

  it("shows 'Loading menu...' until the menu arrives, asking for the takeaway view on /takeaway", async () => {
    answerApi('GET', '/api/menu', { body: MENU });
    const asked: string[] = [];
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      asked.push((input instanceof Request ? input : new Request(input, init)).url);
      return fakeFetch(input, init);
    };
    await renderApp({ path: '/takeaway' });
    expect(screen.getByText('Loading menu...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Bacon Barm' })).toBeInTheDocument();
    expect(asked.filter((url) => url.includes('/api/menu')).map((url) => new URL(url).searchParams.get('view'))).toEqual(['takeaway']);
  });
});

describe('the add dialog', () => {
  it('adds a multi-option item with instructions to the guest cart, then closes and resets', async () => {
    const user = userEvent.setup();
    await renderPrefetchedMenu();

    await user.click(within(card('Full English Breakfast')).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Full English Breakfast to Cart' });
    expect(within(dialog).getByText('Bacon, sausage, egg, beans and toast.')).toBeInTheDocument();
    const options = within(dialog).getByRole('radiogroup', { name: 'Choose Option' });
    expect(within(options).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Regular£9.50', 'Large£11.95']);
    expect(within(options).getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    const addButton = within(dialog).getByRole('button', { name: 'Add to Cart' });
    expect(addButton).toBeDisabled();

    const instructions = within(dialog).getByRole('textbox', { name: 'Special Instructions (Optional)' });
    expect(instructions).toHaveAttribute('rows', '3');
    expect(instructions).toHaveAttribute('placeholder', 'Any special requests or modifications...');
    await user.click(within(options).getByRole('radio', { name: /Large/ }));
    await user.type(instructions, 'Eggs well done');
    await user.click(addButton);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Full English Breakfast to Cart' })).not.toBeInTheDocument());
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    const [line] = JSON.parse(window.localStorage.getItem('guest-cart')!);
    expect(line).toMatchObject({ id: expect.stringMatching(/^guest-/), optionId: 'english-large', optionName: 'Large', specialInstructions: 'Eggs well done', quantity: 1, unitPricePence: 1195 });
    expect(line.menuItem).toMatchObject({ id: 'english', name: 'Full English Breakfast' });

    // Opened again: nothing chosen, nothing written.
    await user.click(within(card('Full English Breakfast')).getByRole('button', { name: 'Add to Cart' }));
    const again = await screen.findByRole('dialog', { name: 'Add Full English Breakfast to Cart' });
    expect(within(again).getByRole('textbox', { name: 'Special Instructions (Optional)' })).toHaveValue('');
    expect(within(again).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('preselects the only option, and merges the same choice into one line', async () => {
    const user = userEvent.setup();
    await renderPrefetchedMenu();

    for (let round = 0; round < 2; round++) {
      await user.click(within(card('Bacon Barm')).getByRole('button', { name: 'Add to Cart' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Bacon Barm to Cart' });
      expect(within(dialog).getByRole('radio', { name: /Regular/ })).toBeChecked();
      await user.click(within(dialog).getByRole('button', { name: 'Add to Cart · £3.75' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Bacon Barm to Cart' })).not.toBeInTheDocument());
    }
    const lines = JSON.parse(window.localStorage.getItem('guest-cart')!);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ optionId: 'barm-regular', quantity: 2 });
    expect(screen.getByRole('button', { name: 'Open cart, 2 items' })).toBeInTheDocument();
  });

  it("adds to a signed-in user's cart on the server without a price, showing 'Adding...' meanwhile", async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: { user: { id: 'u1', email: 'jo@example.com', fullName: null, isAdmin: false, role: 'customer', emailConfirmed: true } } });
    answerApi('GET', '/api/menu', { body: MENU });
    answerApi('POST', '/api/cart/items', { body: { lines: [], totalPence: 0, count: 0, hasUnavailable: false } });
    let release: () => void = () => undefined;
    const fakeFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/cart/items') await new Promise<void>((resolve) => (release = resolve));
      return fakeFetch(input, init);
    };
    await renderApp({ path: '/menu' });

    await user.click(within(await screen.findByRole('article', { name: 'Bacon Barm' })).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bacon Barm to Cart' });
    await user.type(within(dialog).getByRole('textbox'), '  Brown sauce ');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart · £3.75' }));
    expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(sentRequests.find((request) => request.method === 'POST' && request.path === '/api/cart/items')?.body).toEqual({
      menuItemId: 'barm',
      optionId: 'barm-regular',
      choiceIds: [],
      specialInstructions: 'Brown sauce',
    });
    expect(window.localStorage.getItem('guest-cart')).toBeNull();
  });

  it("keeps the dialog open and says 'Error adding to cart' when the server refuses", async () => {
    const user = userEvent.setup();
    answerApi('GET', '/api/auth/session', { body: { user: { id: 'u1', email: 'jo@example.com', fullName: null, isAdmin: false, role: 'customer', emailConfirmed: true } } });
    answerApi('GET', '/api/menu', { body: MENU });
    answerApi('POST', '/api/cart/items', { status: 409, body: { error: { code: 'ITEM_UNAVAILABLE', message: 'This item is currently unavailable.' } } });
    await renderApp({ path: '/menu' });

    await user.click(within(await screen.findByRole('article', { name: 'Bacon Barm' })).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bacon Barm to Cart' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart · £3.75' }));
    expect(await screen.findByText('Error adding to cart')).toBeInTheDocument();
    expect(screen.getByText('This item is currently unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Bacon Barm to Cart' })).toBeInTheDocument();
  });
});

describe('the add dialog of an item with choices (issue 28)', () => {
  const signIn = () => {
    answerApi('GET', '/api/auth/session', { body: { user: { id: 'u1', email: 'jo@example.com', fullName: null, isAdmin: false, role: 'customer', emailConfirmed: true } } });
    answerApi('GET', '/api/menu', { body: MENU });
  };
  const openWings = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(within(await screen.findByRole('article', { name: 'Chicken Wings' })).getByRole('button', { name: 'Add to Cart' }));
    return screen.findByRole('dialog', { name: 'Add Chicken Wings to Cart' });
  };

  it('shows the size, then the groups in order, then the instructions, with the running price and allergens as chosen', async () => {
    const user = userEvent.setup();
    await renderPrefetchedMenu();
    const dialog = await openWings(user);
    const parts = [
      within(dialog).getByRole('radiogroup', { name: 'Choose Option' }),
      within(dialog).getByRole('group', { name: 'Choose your sauce' }),
      within(dialog).getByRole('group', { name: 'Extras' }),
      within(dialog).getByRole('textbox', { name: 'Special Instructions (Optional)' }),
    ];
    parts.slice(1).forEach((part, index) => expect(parts[index].compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());

    await user.click(within(dialog).getByRole('radio', { name: /8 pieces/ }));
    expect(within(dialog).getByRole('button', { name: 'Add to Cart · £7.49' })).toBeEnabled();
    // The dish's own line (a choice says what it contains too, in a span).
    expect(within(dialog).getByText('Contains: Celery', { selector: 'p' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Garlic mayo/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Blue cheese dip/ }));
    expect(within(dialog).getByRole('button', { name: 'Add to Cart · £8.74' })).toBeInTheDocument();
    expect(within(dialog).getByText('Contains: Celery, Eggs, Milk')).toBeInTheDocument();
  });

  it('sends nothing while a group is out of bounds, says why beside it, then adds the choices to the guest cart', async () => {
    const user = userEvent.setup();
    await renderPrefetchedMenu();
    const dialog = await openWings(user);
    await user.click(within(dialog).getByRole('radio', { name: /6 pieces/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart · £5.99' }));

    const sauces = within(dialog).getByRole('group', { name: 'Choose your sauce' });
    expect(within(sauces).getByText('Choose your sauce: choose at least 1.')).toBeInTheDocument();
    expect(within(sauces).getByRole('checkbox', { name: /BBQ/ })).toHaveFocus();
    expect(window.localStorage.getItem('guest-cart')).toBeNull();
    expect(screen.queryByText('Added to cart')).toBeNull();

    await user.click(within(sauces).getByRole('checkbox', { name: /Garlic mayo/ }));
    await user.click(within(sauces).getByRole('checkbox', { name: /BBQ/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart · £6.49' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Chicken Wings to Cart' })).not.toBeInTheDocument());
    const [line] = JSON.parse(window.localStorage.getItem('guest-cart')!);
    expect(line).toMatchObject({ optionId: 'wings-6', choices: [{ id: 'c-bbq', name: 'BBQ' }, { id: 'c-mayo', name: 'Garlic mayo' }], unitPricePence: 649 });
  });

  it("prices a half-and-half at its dearer half, on the button and in a guest's cart", async () => {
    const user = userEvent.setup();
    const half = (n: 1 | 2) =>
      choiceGroup(`g-half-${n}`, `${n === 1 ? '1st' : '2nd'} half`, 1, 1, [menuChoice(`c-margherita-${n}`, 'Margherita', 0), menuChoice(`c-feast-${n}`, 'Meat Feast', 250)], n);
    const halves = item({ id: 'halves', name: 'Half & Half Pizza', options: [option('halves-12', '12"', 1099)], lowestPricePence: 1099, choiceGroups: [half(1), half(2)] });
    await renderPrefetchedMenu('/menu', 'menu', { categories: [{ ...MENU.categories[0], items: [halves] }] });
    await user.click(within(await screen.findByRole('article', { name: 'Half & Half Pizza' })).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Half & Half Pizza to Cart' });
    expect(within(dialog).getByText('Two halves on one base. Priced at the dearer half.')).toBeInTheDocument();
    await user.click(within(within(dialog).getByRole('group', { name: '1st half' })).getByRole('radio', { name: /Meat Feast/ }));
    await user.click(within(within(dialog).getByRole('group', { name: '2nd half' })).getByRole('radio', { name: /Meat Feast/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart · £13.49' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Half & Half Pizza to Cart' })).not.toBeInTheDocument());
    const [line] = JSON.parse(window.localStorage.getItem('guest-cart')!);
    expect(line).toMatchObject({ unitPricePence: 1349, choices: [{ name: 'Meat Feast', half: 1 }, { name: 'Meat Feast', half: 2 }] });
  });

  it("sends the choices' ids to a signed-in user's cart", async () => {
    const user = userEvent.setup();
    signIn();
    answerApi('POST', '/api/cart/items', { body: { lines: [], totalPence: 0, count: 0, hasUnavailable: false } });
    await renderApp({ path: '/menu' });
    const dialog = await openWings(user);
    await user.click(within(dialog).getByRole('radio', { name: /8 pieces/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Hot/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /BBQ/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Add to Cart/ }));

    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(sentRequests.find((request) => request.method === 'POST' && request.path === '/api/cart/items')?.body).toEqual({
      menuItemId: 'wings',
      optionId: 'wings-8',
      choiceIds: ['c-bbq', 'c-hot'],
      specialInstructions: '',
    });
  });

  it("shows the api's refusal of the choices in the dialog, not in a toast", async () => {
    const user = userEvent.setup();
    signIn();
    answerApi('POST', '/api/cart/items', { status: 422, body: { error: { code: 'CHOICES_INVALID', message: 'Choose your sauce: choose no more than 1.' } } });
    await renderApp({ path: '/menu' });
    const dialog = await openWings(user);
    await user.click(within(dialog).getByRole('radio', { name: /8 pieces/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /BBQ/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Add to Cart/ }));

    expect(await within(dialog).findByText('Choose your sauce: choose no more than 1.')).toBeInTheDocument();
    expect(screen.queryByText('Error adding to cart')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Add to Cart · £7.49' })).toBeEnabled();
  });
});
