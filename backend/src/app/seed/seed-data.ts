import type { SeedCategory, SeedStation } from '../../modules/menu/menu-seed.js';
import { SETTING_DEFINITIONS, type SettingKey } from '../../modules/settings/domain/setting-value.js';

/**
 * The Walkden restaurant as a fresh installation starts: its menu, its weekly opening days, the
 * 15-minute slot grid and the default settings. Prices are integer pence.
 */

/**
 * Issue 28: the kitchen's stations and what each cooks in a 15-minute slot: a 12" pizza is 1 oven
 * unit, 8 wings (or a basket of fries) 1 fryer unit, a smash burger 1 grill unit.
 */
export const SEED_STATIONS: SeedStation[] = [
  { name: 'Fryer', unitsPerSlot: 12 },
  { name: 'Pizza oven', unitsPerSlot: 8 },
  { name: 'Grill', unitsPerSlot: 10 },
];

export const SEED_MENU: SeedCategory[] = [
  {
    name: 'breakfast',
    station: 'Grill',
    displayName: 'Breakfast',
    items: [
      {
        name: 'Full English Breakfast',
        description: 'Back bacon, pork sausage, fried egg, beans, hash brown, grilled tomato, mushrooms and buttered toast.',
        options: [
          { name: 'Regular', price: 950 },
          { name: 'Large', price: 1195 },
        ],
      },
      {
        name: 'Veggie Breakfast',
        description: 'Veggie sausages, fried egg, beans, hash brown, halloumi, grilled tomato, mushrooms and toast.',
        options: [{ name: 'Regular', price: 895 }],
      },
      {
        name: 'Bacon Barm',
        description: 'Three rashers of back bacon on a soft Lancashire barm, with red or brown sauce.',
        options: [{ name: 'Regular', price: 375 }],
      },
      {
        name: 'Buttermilk Pancakes',
        description: 'Fluffy pancakes with maple syrup and crispy streaky bacon.',
        options: [
          { name: '3 Pancakes', price: 595 },
          { name: '5 Pancakes', price: 795 },
        ],
      },
    ],
  },
  {
    name: 'fried_chicken',
    station: 'Fryer',
    displayName: 'Fried Chicken',
    items: [
      {
        name: 'Original Fried Chicken',
        description: 'Bone-in chicken marinated overnight in buttermilk and fried in our secret seasoning.',
        options: [
          { name: '3pc', price: 649 },
          { name: '6pc', price: 1199, stationUnits: 2 },
          { name: '9pc', price: 1649, stationUnits: 3 },
        ],
      },
      {
        name: 'Spicy Fried Chicken',
        description: 'Our original recipe with a cayenne and smoked paprika kick.',
        options: [
          { name: '3pc', price: 679 },
          { name: '6pc', price: 1249, stationUnits: 2 },
          { name: '9pc', price: 1699, stationUnits: 3 },
        ],
      },
      {
        name: 'Chicken Strips',
        description: 'Hand-breaded chicken breast strips with a dip of your choice.',
        options: [
          { name: '3 Strips', price: 549 },
          { name: '5 Strips', price: 799 },
        ],
      },
      {
        name: 'Hot Wings',
        description: 'Crispy wings tossed in buffalo sauce, with blue cheese dip.',
        options: [
          { name: '6 Wings', price: 549 },
          { name: '10 Wings', price: 849, stationUnits: 2 },
          { name: '20 Wings', price: 1549, stationUnits: 3 },
        ],
        choiceGroups: [
          {
            name: 'Choose your sauce',
            minChoices: 1,
            maxChoices: 2,
            choices: [
              { name: 'Buffalo', price: 0, allergens: ['celery', 'mustard'] },
              { name: 'BBQ', price: 0, allergens: ['mustard', 'sulphites'] },
              { name: 'Garlic mayo', price: 0, allergens: ['eggs', 'mustard'] },
              { name: 'Hot honey', price: 0 },
              { name: 'Salt and pepper', price: 0 },
            ],
          },
          { name: 'Dip', minChoices: 0, maxChoices: 1, choices: [{ name: 'Blue cheese dip', price: 80, allergens: ['milk', 'eggs'] }, { name: 'Ranch dip', price: 80, allergens: ['milk', 'eggs'] }] },
        ],
      },
      {
        name: 'Family Bucket',
        stationUnits: 4,
        description: '12 pieces of original or spicy chicken, two large fries, two coleslaws and a large bottle of pop.',
        options: [{ name: 'Regular', price: 2899 }],
      },
    ],
  },
  {
    name: 'smash_burgers',
    station: 'Grill',
    displayName: 'Smash Burgers',
    items: [
      {
        name: 'Classic Smash',
        description: 'Smashed beef patty, American cheese, pickles, onions and house sauce in a toasted brioche bun.',
        options: [
          { name: 'Single', price: 749 },
          { name: 'Double', price: 949 },
        ],
      },
      {
        name: 'Bacon Smash',
        description: 'Smashed beef, streaky bacon, American cheese, burger sauce and crispy onions.',
        options: [
          { name: 'Single', price: 849 },
          { name: 'Double', price: 1049 },
        ],
      },
      {
        name: 'Walkden Stack',
        stationUnits: 2,
        description: 'Three smashed patties, three slices of cheese, bacon jam and jalapeños. Not for the faint-hearted.',
        options: [{ name: 'Triple', price: 1299 }],
        choiceGroups: [
          {
            name: 'Extras',
            minChoices: 0,
            maxChoices: 3,
            choices: [
              { name: 'Extra cheese', price: 80, allergens: ['milk'] },
              { name: 'Streaky bacon', price: 120 },
              { name: 'Jalapeños', price: 60 },
              { name: 'Fried egg', price: 90, allergens: ['eggs'] },
            ],
          },
        ],
      },
      {
        name: 'Crispy Chicken Burger',
        station: 'Fryer',
        description: 'Buttermilk fried chicken thigh, slaw, pickles and sriracha mayo.',
        options: [{ name: 'Regular', price: 799 }],
      },
      {
        name: 'Veggie Smash',
        description: 'Plant-based patty, vegan cheese, lettuce, tomato and smoky mayo.',
        options: [
          { name: 'Single', price: 749 },
          { name: 'Double', price: 949 },
        ],
      },
      {
        name: 'Smash Burger Meal',
        description: 'A Classic Smash with a side, a drink and a sauce of your choice.',
        options: [
          { name: 'Single', price: 1099 },
          { name: 'Double', price: 1299 },
        ],
        // Issue 28's meal deal: the side and the drink are the menu's own items, so their sold-out state and allergens follow.
        choiceGroups: [
          {
            name: 'Your side',
            minChoices: 1,
            maxChoices: 1,
            choices: [
              { name: 'Fries', price: 0, item: 'Fries', size: 'Regular' },
              { name: 'Onion Rings', price: 50, item: 'Onion Rings' },
              { name: 'Loaded Cheesy Fries', price: 150, item: 'Loaded Cheesy Fries', size: 'Regular' },
            ],
          },
          {
            name: 'Your drink',
            minChoices: 1,
            maxChoices: 1,
            choices: [
              { name: 'Coca-Cola', price: 0, item: 'Canned Soft Drink', size: 'Coca-Cola' },
              { name: 'Diet Coke', price: 0, item: 'Canned Soft Drink', size: 'Diet Coke' },
              { name: 'Fanta Orange', price: 0, item: 'Canned Soft Drink', size: 'Fanta Orange' },
              { name: 'Sprite', price: 0, item: 'Canned Soft Drink', size: 'Sprite' },
              { name: 'Thick Milkshake', price: 200, item: 'Thick Milkshake', size: 'Regular', allergens: ['milk'] },
            ],
          },
          {
            name: 'Your sauce',
            minChoices: 1,
            maxChoices: 1,
            choices: [
              { name: 'Ketchup', price: 0, allergens: ['celery'] },
              { name: 'Burger sauce', price: 0, allergens: ['eggs', 'mustard'] },
              { name: 'Smoky BBQ', price: 0, allergens: ['mustard', 'sulphites'] },
            ],
          },
          {
            name: 'Extras',
            minChoices: 0,
            maxChoices: 2,
            choices: [
              { name: 'Extra cheese', price: 80, allergens: ['milk'] },
              { name: 'Streaky bacon', price: 120 },
              { name: 'Jalapeños', price: 60 },
              { name: 'Fried egg', price: 90, allergens: ['eggs'] },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'pizza',
    station: 'Pizza oven',
    displayName: 'Pizza',
    items: [
      {
        name: 'Margherita Pizza',
        description: 'San Marzano tomato, fior di latte mozzarella and fresh basil on a hand-stretched base.',
        options: [
          { name: '10"', price: 899 },
          { name: '12"', price: 1099 },
          { name: '14"', price: 1299, stationUnits: 2 },
        ],
      },
      {
        name: 'Pepperoni Pizza',
        description: 'Tomato, mozzarella and a generous layer of pepperoni.',
        options: [
          { name: '10"', price: 999 },
          { name: '12"', price: 1199 },
          { name: '14"', price: 1399, stationUnits: 2 },
        ],
      },
      {
        name: 'BBQ Chicken Pizza',
        description: 'BBQ base, mozzarella, fried chicken, red onion and sweetcorn.',
        options: [
          { name: '10"', price: 1099 },
          { name: '12"', price: 1299 },
          { name: '14"', price: 1499 },
        ],
        choiceGroups: [
          {
            name: 'Extra toppings',
            minChoices: 0,
            maxChoices: 5,
            choices: [
              { name: 'Mushrooms', price: 100 },
              { name: 'Peppers', price: 100 },
              { name: 'Red onion', price: 80 },
              { name: 'Jalapeños', price: 80 },
              { name: 'Extra mozzarella', price: 120, allergens: ['milk'] },
              { name: 'Pepperoni', price: 150, allergens: ['sulphites'] },
            ],
          },
        ],
      },
      {
        name: 'Meat Feast Pizza',
        description: 'Pepperoni, ham, beef, sausage and bacon on tomato and mozzarella.',
        options: [
          { name: '10"', price: 1149 },
          { name: '12"', price: 1349 },
          { name: '14"', price: 1549 },
        ],
      },
      {
        name: 'Veggie Supreme Pizza',
        description: 'Peppers, mushrooms, red onion, olives and sweetcorn on tomato and mozzarella.',
        options: [
          { name: '10"', price: 999 },
          { name: '12"', price: 1199 },
          { name: '14"', price: 1399, stationUnits: 2 },
        ],
      },
      {
        name: 'Half & Half Pizza',
        description: 'Two of our pizzas on one base: choose each half. Priced at the dearer half.',
        options: [
          { name: '10"', price: 899 },
          { name: '12"', price: 1099 },
          { name: '14"', price: 1299, stationUnits: 2 },
        ],
        halfPriceRule: 'dearer',
        // Each half is one of the menu's pizzas (its sold-out state follows), priced as that pizza costs over a Margherita.
        choiceGroups: [
          {
            name: '1st half',
            half: 1,
            minChoices: 1,
            maxChoices: 1,
            choices: [
              { name: 'Margherita', price: 0, item: 'Margherita Pizza' },
              { name: 'Pepperoni', price: 100, item: 'Pepperoni Pizza' },
              { name: 'BBQ Chicken', price: 200, item: 'BBQ Chicken Pizza' },
              { name: 'Meat Feast', price: 250, item: 'Meat Feast Pizza' },
              { name: 'Veggie Supreme', price: 100, item: 'Veggie Supreme Pizza' },
            ],
          },
          {
            name: '2nd half',
            half: 2,
            minChoices: 1,
            maxChoices: 1,
            choices: [
              { name: 'Margherita', price: 0, item: 'Margherita Pizza' },
              { name: 'Pepperoni', price: 100, item: 'Pepperoni Pizza' },
              { name: 'BBQ Chicken', price: 200, item: 'BBQ Chicken Pizza' },
              { name: 'Meat Feast', price: 250, item: 'Meat Feast Pizza' },
              { name: 'Veggie Supreme', price: 100, item: 'Veggie Supreme Pizza' },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'sides',
    station: 'Fryer',
    displayName: 'Sides',
    items: [
      {
        name: 'Fries',
        description: 'Skin-on fries with sea salt.',
        options: [
          { name: 'Regular', price: 299 },
          { name: 'Large', price: 399 },
        ],
      },
      {
        name: 'Loaded Cheesy Fries',
        description: 'Fries smothered in cheese sauce, crispy onions and jalapeños.',
        options: [
          { name: 'Regular', price: 449 },
          { name: 'Large', price: 549 },
        ],
      },
      {
        name: 'Onion Rings',
        description: 'Beer-battered onion rings with garlic mayo.',
        options: [{ name: '8 Rings', price: 349 }],
      },
      {
        name: 'Garlic Bread',
        station: 'Pizza oven',
        description: 'Stone-baked garlic bread, four slices.',
        options: [
          { name: 'Plain', price: 349 },
          { name: 'With Cheese', price: 449 },
        ],
      },
      {
        name: 'Mac & Cheese Bites',
        description: 'Breaded mac and cheese bites with sweet chilli dip. Back soon.',
        isAvailable: false,
        options: [{ name: '6 Bites', price: 449 }],
      },
    ],
  },
  {
    name: 'drinks',
    displayName: 'Drinks',
    items: [
      {
        name: 'Canned Soft Drink',
        description: 'A chilled 330ml can.',
        options: [
          { name: 'Coca-Cola', price: 150 },
          { name: 'Diet Coke', price: 150 },
          { name: 'Fanta Orange', price: 150 },
          { name: 'Sprite', price: 150 },
        ],
      },
      {
        name: 'Thick Milkshake',
        description: 'Chocolate, strawberry or vanilla, blended with real ice cream.',
        options: [
          { name: 'Regular', price: 399 },
          { name: 'Large', price: 499 },
        ],
      },
      {
        name: 'Bottomless Filter Coffee',
        description: 'Free refills while you eat in.',
        availableForTakeaway: false,
        options: [{ name: 'Regular', price: 250 }],
      },
    ],
  },
];

/** Open Tuesday to Sunday, closed Monday (0 = Sunday .. 6 = Saturday). */
export const SEED_OPENING_DAYS: ReadonlyArray<{ dayOfWeek: number; isOpen: boolean }> = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  isOpen: dayOfWeek !== 1,
}));

/**
 * The published hours (SPEC section 2, /contact) as sessions per weekday: breakfast and lunch
 * Tuesday to Sunday 09:00-14:00, evening Thursday to Sunday 17:00-21:00, Monday closed. A slot is
 * offered only inside a session of its day.
 */
export const SEED_OPENING_SESSIONS: ReadonlyArray<{ dayOfWeek: number; startTime: string; endTime: string }> = [
  ...[0, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00:00', endTime: '14:00:00' })),
  ...[0, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, startTime: '17:00:00', endTime: '21:00:00' })),
];

/**
 * The slot grid is the same every day: a slot is active when it starts inside either published
 * range; which weekday has which range is the sessions' business.
 */
const SERVICE_HOURS: ReadonlyArray<[number, number]> = [
  [9 * 60, 14 * 60],
  [17 * 60, 21 * 60],
];

const SLOT_STEP_MINUTES = 15;
const FIRST_SLOT_MINUTES = 9 * 60;
const LAST_SLOT_MINUTES = 23 * 60 + 45;

function formatTime(minutes: number): string {
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hours}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/** 09:00 to 23:45 every 15 minutes, active inside the published hours. */
export const SEED_TIME_SLOTS: ReadonlyArray<{ time: string; isActive: boolean }> = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / SLOT_STEP_MINUTES + 1 },
  (_, index) => {
    const minutes = FIRST_SLOT_MINUTES + index * SLOT_STEP_MINUTES;
    return { time: formatTime(minutes), isActive: SERVICE_HOURS.some(([start, end]) => minutes >= start && minutes < end) };
  },
);

/** The settings SPEC section 9 lists. */
const SPEC_SETTINGS = [
  'max_distance',
  'delivery_fee',
  'minimum_order_value',
  'time_slot_buffer',
  'orders_per_time_slot',
  'default_capacity',
  'booking_covers_capacity',
  'deliveries',
  'collections',
] as const satisfies readonly SettingKey[];

/**
 * SPEC section 9's defaults, money in pence. Later settings are not seeded: with no row, a setting
 * reads its default, and a default that depends on the environment (two-step sign-in for staff, the
 * kitchen printer's address from KITCHEN_PRINTER_ADDRESS) holds until an administrator sets it.
 */
export const SEED_SETTINGS: ReadonlyArray<{ key: string; value: string }> = [
  ...SPEC_SETTINGS.map((key) => ({ key, value: SETTING_DEFINITIONS[key].defaultValue })),
  // Issue 28: a fresh installation takes orders up to 6 days ahead (the setting's own default is today only, as the spec).
  { key: 'order_ahead_days_collection', value: '6' },
  { key: 'order_ahead_days_delivery', value: '6' },
];
