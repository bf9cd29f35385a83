import type { MenuItemRow } from '../../menu/menu.service.js';
import { lineStationUses, orderStationUses, stationShortfall } from './station-load.js';

const pizza: Pick<MenuItemRow, 'stationId' | 'stationUnits' | 'options' | 'choiceGroups'> = {
  stationId: 'oven',
  stationUnits: 1,
  options: [
    { id: '12', name: '12"', price: 1099, displayOrder: 1, allergens: [], soldOutUntil: null, stationUnits: null },
    { id: '14', name: '14"', price: 1299, displayOrder: 2, allergens: [], soldOutUntil: null, stationUnits: 2 },
  ],
  choiceGroups: [
    {
      id: 'extras',
      name: 'Extras',
      minChoices: 0,
      maxChoices: 3,
      half: null,
      displayOrder: 1,
      choices: [
        { id: 'wings', name: 'Side of wings', price: 300, allergens: [], ownAllergens: [], displayOrder: 1, menuItemId: 'w', menuItemOptionId: null, soldOut: false, stationUse: { stationId: 'fryer', units: 1 } },
        { id: 'basil', name: 'Basil', price: 0, allergens: [], ownAllergens: [], displayOrder: 2, menuItemId: null, menuItemOptionId: null, soldOut: false, stationUse: null },
      ],
    },
  ],
};

describe('kitchen station load (issue 28)', () => {
  it("takes the item's units in its size, with its choices', times the quantity", () => {
    expect(lineStationUses(pizza, '12', [], 3)).toEqual([{ stationId: 'oven', units: 3 }]);
    expect(lineStationUses(pizza, '14', ['wings', 'basil'], 2)).toEqual([
      { stationId: 'oven', units: 4 },
      { stationId: 'fryer', units: 2 },
    ]);
  });

  it('takes nothing of an item no station cooks', () => {
    expect(lineStationUses({ ...pizza, stationId: null, choiceGroups: [] }, '12', [], 5)).toEqual([]);
  });

  it("sums an order's lines per station", () => {
    expect(orderStationUses([[{ stationId: 'oven', units: 2 }], [{ stationId: 'fryer', units: 1 }, { stationId: 'oven', units: 1 }]])).toEqual([
      { stationId: 'oven', units: 3 },
      { stationId: 'fryer', units: 1 },
    ]);
  });

  it('names the first station, in the kitchen order, without room for what the order needs', () => {
    const stations = [
      { id: 'fryer', name: 'Fryer', unitsPerSlot: 12 },
      { id: 'oven', name: 'Pizza oven', unitsPerSlot: 8 },
    ];
    const taken = new Map([['oven', 6], ['fryer', 12]]);
    expect(stationShortfall([{ stationId: 'oven', units: 2 }], taken, stations)).toBeNull();
    expect(stationShortfall([{ stationId: 'oven', units: 3 }], taken, stations)?.name).toBe('Pizza oven');
    expect(stationShortfall([{ stationId: 'oven', units: 3 }, { stationId: 'fryer', units: 1 }], taken, stations)?.name).toBe('Fryer');
    // A station deleted since the cart was read limits nothing.
    expect(stationShortfall([{ stationId: 'grill', units: 50 }], taken, stations)).toBeNull();
  });
});
