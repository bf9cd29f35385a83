import { EXTRAS, menuItem as item, menuOption as option, SAUCES } from '../../../test/test-menu';
import { addLine, lineFor, lineLabel, lineRequest, removeLine, setLineInstructions, setLineQuantity } from './order-lines';

const SMASH = item('m-smash', 'Classic Smash', [option('o-single', 'Single', 699), option('o-double', 'Double', 949)]);
const WINGS = item('m-wings', 'Chicken Wings', [option('o-wings', 'Regular', 799)]);
const SAUCED = item('m-sauced', 'Sauced Wings', [option('o-6', '6 pieces', 599), option('o-8', '8 pieces', 749)], { choiceGroups: [SAUCES, EXTRAS] });

describe('the lines staff add from the menu', () => {
  it('names the option only for an item that has several, and prices the line at the option chosen', () => {
    expect(lineFor(SMASH, SMASH.options[1], [])).toEqual({
      key: 'm-smash:o-double',
      menuItemId: 'm-smash',
      optionId: 'o-double',
      choiceIds: [],
      name: 'Classic Smash',
      optionName: 'Double',
      choices: [],
      unitPricePence: 949,
      quantity: 1,
      instructions: '',
    });
    expect(lineFor(WINGS, null, [])).toMatchObject({ optionId: 'o-wings', optionName: null, unitPricePence: 799 });
    expect(lineLabel(lineFor(SMASH, SMASH.options[1], []))).toBe('Classic Smash (Double)');
    expect(lineLabel(lineFor(WINGS, null, []))).toBe('Chicken Wings');
  });

  it('adds one more of a line already there instead of a second line, up to 99', () => {
    const double = lineFor(SMASH, SMASH.options[1], []);
    let lines = addLine([], double);
    lines = addLine(lines, lineFor(WINGS, null, []));
    lines = addLine(lines, double);
    expect(lines.map((line) => [line.key, line.quantity])).toEqual([
      ['m-smash:o-double', 2],
      ['m-wings:o-wings', 1],
    ]);
    expect(addLine(setLineQuantity(lines, double.key, 99), double)[0].quantity).toBe(99);
    expect(addLine(lines, lineFor(SMASH, SMASH.options[0], []))).toHaveLength(3);
  });

  it('keeps a typed quantity within 1 to 99, ignores what is not a number, and removes and annotates lines', () => {
    const lines = [lineFor(SMASH, SMASH.options[0], []), lineFor(WINGS, null, [])];
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

describe('a line with choices (issue 28)', () => {
  it("adds the choices' prices, names them in the menu's order, and keys the line by them", () => {
    const line = lineFor(SAUCED, SAUCED.options[1], ['c-dip', 'c-mayo', 'c-bbq']);
    expect(line).toMatchObject({ key: 'm-sauced:o-8:c-bbq+c-mayo+c-dip', choiceIds: ['c-bbq', 'c-mayo', 'c-dip'], unitPricePence: 749 + 50 + 75 });
    expect(lineLabel(line)).toBe('Sauced Wings (8 pieces) with BBQ, Garlic mayo, Blue cheese dip');
  });

  it('is one more of a line with the same choices, in any order, and a line of its own with other choices', () => {
    let lines = addLine([], lineFor(SAUCED, SAUCED.options[1], ['c-bbq', 'c-mayo']));
    lines = addLine(lines, lineFor(SAUCED, SAUCED.options[1], ['c-mayo', 'c-bbq']));
    lines = addLine(lines, lineFor(SAUCED, SAUCED.options[1], ['c-bbq']));
    lines = addLine(lines, lineFor(SAUCED, SAUCED.options[1], []));
    expect(lines.map((line) => [lineLabel(line), line.quantity])).toEqual([
      ['Sauced Wings (8 pieces) with BBQ, Garlic mayo', 2],
      ['Sauced Wings (8 pieces) with BBQ', 1],
      ['Sauced Wings (8 pieces)', 1],
    ]);
  });
});

describe('a line as the api takes it', () => {
  it('has no price, and leaves blank instructions out', () => {
    expect(lineRequest(lineFor(SMASH, SMASH.options[1], []))).toEqual({ menuItemId: 'm-smash', optionId: 'o-double', quantity: 1 });
    expect(lineRequest(setLineInstructions([lineFor(WINGS, null, [])], 'm-wings:o-wings', '  extra hot ')[0])).toEqual({ menuItemId: 'm-wings', optionId: 'o-wings', quantity: 1, specialInstructions: 'extra hot' });
  });

  it('sends the choice ids, in the menu order', () => {
    expect(lineRequest(lineFor(SAUCED, SAUCED.options[0], ['c-hot', 'c-bbq']))).toEqual({ menuItemId: 'm-sauced', optionId: 'o-6', choiceIds: ['c-bbq', 'c-hot'], quantity: 1 });
  });
});
