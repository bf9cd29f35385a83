import { menuItem as item, menuOption as option } from '../../../test/test-menu';
import { addLine, lineFor, lineLabel, lineRequest, removeLine, setLineInstructions, setLineQuantity } from './order-lines';

const SMASH = item('m-smash', 'Classic Smash', [option('o-single', 'Single', 699), option('o-double', 'Double', 949)]);
const WINGS = item('m-wings', 'Chicken Wings', [option('o-wings', 'Regular', 799)]);

describe('the lines staff add from the menu', () => {
  it('names the option only for an item that has several, and prices the line at the option chosen', () => {
    expect(lineFor(SMASH, SMASH.options[1])).toEqual({
      key: 'm-smash:o-double',
      menuItemId: 'm-smash',
      optionId: 'o-double',
      name: 'Classic Smash',
      optionName: 'Double',
      unitPricePence: 949,
      quantity: 1,
      instructions: '',
    });
    expect(lineFor(WINGS, null)).toMatchObject({ optionId: 'o-wings', optionName: null, unitPricePence: 799 });
    expect(lineLabel(lineFor(SMASH, SMASH.options[1]))).toBe('Classic Smash (Double)');
    expect(lineLabel(lineFor(WINGS, null))).toBe('Chicken Wings');
  });

  it('adds one more of a line already there instead of a second line, up to 99', () => {
    const double = lineFor(SMASH, SMASH.options[1]);
    let lines = addLine([], double);
    lines = addLine(lines, lineFor(WINGS, null));
    lines = addLine(lines, double);
    expect(lines.map((line) => [line.key, line.quantity])).toEqual([
      ['m-smash:o-double', 2],
      ['m-wings:o-wings', 1],
    ]);
    expect(addLine(setLineQuantity(lines, double.key, 99), double)[0].quantity).toBe(99);
    expect(addLine(lines, lineFor(SMASH, SMASH.options[0]))).toHaveLength(3);
  });

  it('keeps a typed quantity within 1 to 99, ignores what is not a number, and removes and annotates lines', () => {
    const lines = [lineFor(SMASH, SMASH.options[0]), lineFor(WINGS, null)];
    const key = lines[0].key;
    expect(setLineQuantity(lines, key, 5)[0].quantity).toBe(5);
    expect(setLineQuantity(lines, key, 0)[0].quantity).toBe(1);
    expect(setLineQuantity(lines, key, 150)[0].quantity).toBe(99);
    expect(setLineQuantity(lines, key, 2.7)[0].quantity).toBe(2);
    expect(setLineQuantity(lines, key, Number.NaN)[0].quantity).toBe(1);
    expect(setLineQuantity(lines, key, 5)[1].quantity).toBe(1);
    expect(removeLine(lines, key).map((line) => line.name)).toEqual(['Chicken Wings']);
    expect(setLineInstructions(lines, key, 'No pickles')[0].instructions).toBe('No pickles');
  });
});

describe('a line as the api takes it', () => {
  it('has no price, and leaves blank instructions out', () => {
    expect(lineRequest(lineFor(SMASH, SMASH.options[1]))).toEqual({ menuItemId: 'm-smash', optionId: 'o-double', quantity: 1 });
    expect(lineRequest(setLineInstructions([lineFor(WINGS, null)], 'm-wings:o-wings', '  extra hot ')[0])).toEqual({ menuItemId: 'm-wings', optionId: 'o-wings', quantity: 1, specialInstructions: 'extra hot' });
  });
});
