// The allergen list, labels and rules live once, in the contract both sides import (contract/src/allergens.ts).
export { ALLERGEN_LABELS, ALLERGENS, allergensAsOrdered, describeAllergens, DIETARY_LABELS, isHiddenByAllergenFilter, NO_ALLERGEN_DATA } from '@walkden/contract/allergens';
export type { Allergen, DietaryLabel } from '@walkden/contract/allergens';
