// The allergen list, labels and rules live once, in the backend's menu domain (pure, no imports).
export { ALLERGEN_LABELS, ALLERGENS, allergensAsOrdered, describeAllergens, DIETARY_LABELS, isHiddenByAllergenFilter, NO_ALLERGEN_DATA } from '@walkden/backend/allergens';
export type { Allergen, DietaryLabel } from '@walkden/backend/allergens';
