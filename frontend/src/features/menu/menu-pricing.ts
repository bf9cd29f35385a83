import type { MenuOption } from './menu-types';

/** SPEC section 5: the selected option's price, else the first option's, else 0. The server prices for real. */
export function defaultUnitPrice(options: readonly MenuOption[], selectedOptionId: string | null | undefined): number {
  const selected = selectedOptionId ? options.find((option) => option.id === selectedOptionId) : undefined;
  return selected?.pricePence ?? options[0]?.pricePence ?? 0;
}

/** The option an add starts with: the only one when there is exactly one, otherwise none (the customer chooses). */
export function preselectedOptionId(options: readonly MenuOption[]): string | null {
  return options.length === 1 ? options[0].id : null;
}
