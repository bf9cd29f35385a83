/**
 * The 14 allergens UK law requires a food business to declare (Food Information Regulations 2014,
 * Schedule 1 of EU FIC as retained), in the order the Food Standards Agency lists them.
 */
export const ALLERGENS = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
  'tree_nuts',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  celery: 'Celery',
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soya: 'Soya',
  sulphites: 'Sulphur dioxide/sulphites',
  tree_nuts: 'Tree nuts',
};

export const DIETARY_LABELS = ['vegetarian', 'vegan', 'halal'] as const;
export type DietaryLabel = (typeof DIETARY_LABELS)[number];

/** Said wherever allergens would be listed but none were recorded: "no data" is never shown as "none". */
export const NO_ALLERGEN_DATA = 'Ask us about allergens';

/** A set in the fixed legal order, without repeats, whatever order it was given in. */
export function normaliseAllergens(values: readonly string[]): Allergen[] {
  return ALLERGENS.filter((allergen) => values.includes(allergen));
}

export function normaliseDietaryLabels(values: readonly string[]): DietaryLabel[] {
  return DIETARY_LABELS.filter((label) => values.includes(label));
}

/** What a dish contains as ordered: the item's allergens plus the chosen option's. */
export function allergensAsOrdered(itemAllergens: readonly string[], optionAllergens: readonly string[] = []): Allergen[] {
  return normaliseAllergens([...itemAllergens, ...optionAllergens]);
}

/** "Milk, Eggs" for an e-mail or a ticket; the agreed phrase when nothing was recorded (null or empty). */
export function describeAllergens(allergens: readonly string[] | null | undefined): string {
  const known = normaliseAllergens(allergens ?? []);
  return known.length === 0 ? NO_ALLERGEN_DATA : known.map((allergen) => ALLERGEN_LABELS[allergen]).join(', ');
}

/**
 * The customer's allergen filter: an item is hidden when it, or any of its options, contains an
 * allergen the customer avoids. An item with no allergen data at all is hidden too while a filter
 * is on: nobody can promise it is free of them.
 */
export function isHiddenByAllergenFilter(
  item: { allergens: readonly string[]; options: readonly { allergens: readonly string[] }[] },
  avoided: readonly string[],
): boolean {
  if (avoided.length === 0) return false;
  const contained = [...item.allergens, ...item.options.flatMap((option) => option.allergens)];
  if (contained.length === 0) return true;
  return contained.some((allergen) => avoided.includes(allergen));
}
