import { allergensAsOrdered, describeAllergens, normaliseAllergens, normaliseDietaryLabels, NO_ALLERGEN_DATA } from './allergens.js';

describe('allergens', () => {
  it('keeps the legal order and drops repeats and unknown names', () => {
    expect(normaliseAllergens(['milk', 'celery', 'milk', 'chocolate'])).toEqual(['celery', 'milk']);
    expect(normaliseDietaryLabels(['halal', 'vegan', 'keto'])).toEqual(['vegan', 'halal']);
  });

  it('combines the item and the chosen option', () => {
    expect(allergensAsOrdered(['gluten', 'milk'], ['eggs', 'milk'])).toEqual(['gluten', 'eggs', 'milk']);
    expect(allergensAsOrdered(['sesame'])).toEqual(['sesame']);
  });

  it('describes recorded allergens by their legal names and never calls missing data "none"', () => {
    expect(describeAllergens(['sulphites', 'gluten'])).toBe('Cereals containing gluten, Sulphur dioxide/sulphites');
    expect(describeAllergens([])).toBe(NO_ALLERGEN_DATA);
    expect(describeAllergens(null)).toBe('Ask us about allergens');
  });
});
