/** SPEC section 3: a category's internal name is lowercase with underscores ("Fried Chicken" → "fried_chicken"). */
export function toCategoryName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export const CATEGORY_NAME_PATTERN = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
