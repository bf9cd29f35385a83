import { allergensAsOrdered, describeAllergens, isHiddenByAllergenFilter, normaliseAllergens, normaliseDietaryLabels, NO_ALLERGEN_DATA } from './allergens.js';

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

  describe('the customer filter', () => {
    const pizza = { allergens: ['gluten', 'milk'], options: [{ allergens: [] }, { allergens: ['sesame'] }] };
    const unknown = { allergens: [], options: [{ allergens: [] }] };

    it('hides nothing when no allergen is chosen', () => {
      expect(isHiddenByAllergenFilter(pizza, [])).toBe(false);
      expect(isHiddenByAllergenFilter(unknown, [])).toBe(false);
    });

    it("hides an item containing a chosen allergen, in itself or in any option", () => {
      expect(isHiddenByAllergenFilter(pizza, ['milk'])).toBe(true);
      expect(isHiddenByAllergenFilter(pizza, ['sesame'])).toBe(true);
      expect(isHiddenByAllergenFilter(pizza, ['peanuts', 'fish'])).toBe(false);
    });

    it('hides an item with no allergen data while any filter is on', () => {
      expect(isHiddenByAllergenFilter(unknown, ['peanuts'])).toBe(true);
    });
  });
});
