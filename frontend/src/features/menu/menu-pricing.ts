import type { MenuOption } from '../../shared/menu/menu-types';

/** The option an add starts with: the only one when there is exactly one, otherwise none (the customer chooses). */
export function preselectedOptionId(options: readonly MenuOption[]): string | null {
  return options.length === 1 ? options[0].id : null;
}
