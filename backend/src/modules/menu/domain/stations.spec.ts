import { choiceStationUse, itemStationUse, sumStationUses } from './stations.js';

describe('what a thing takes of the kitchen (issue 28)', () => {
  const fries = { stationId: 'fryer', stationUnits: 1, options: [{ id: 'large', stationUnits: 2 }, { id: 'regular', stationUnits: null }] };

  it("takes the size's units when it names them, else the item's; nothing without a station or units", () => {
    expect(itemStationUse(fries, { stationUnits: 2 })).toEqual({ stationId: 'fryer', units: 2 });
    expect(itemStationUse(fries, { stationUnits: null })).toEqual({ stationId: 'fryer', units: 1 });
    expect(itemStationUse({ stationId: null, stationUnits: 1 }, null)).toBeNull();
    expect(itemStationUse({ stationId: 'fryer', stationUnits: 0 }, null)).toBeNull();
  });

  it("gives a meal deal's choice its item's (or size's) use, a plain choice its own, a half none", () => {
    expect(choiceStationUse({ stationId: 'grill', stationUnits: 1 }, { item: fries, optionId: 'large' }, false)).toEqual({ stationId: 'fryer', units: 2 });
    expect(choiceStationUse({ stationId: null, stationUnits: 1 }, { item: fries, optionId: null }, false)).toEqual({ stationId: 'fryer', units: 1 });
    expect(choiceStationUse({ stationId: 'grill', stationUnits: 1 }, null, false)).toEqual({ stationId: 'grill', units: 1 });
    expect(choiceStationUse({ stationId: null, stationUnits: 1 }, { item: { stationId: 'oven', stationUnits: 1, options: [] }, optionId: null }, true)).toBeNull();
  });

  it('sums uses per station and leaves out nothing and zeroes', () => {
    expect(sumStationUses([{ stationId: 'a', units: 1 }, null, { stationId: 'a', units: 2 }, { stationId: 'b', units: 1 }], 2)).toEqual([
      { stationId: 'a', units: 6 },
      { stationId: 'b', units: 2 },
    ]);
  });
});
