import type { ApiSchema } from '../../api/api-types';

/** GET /api/admin/menu and the admin item routes, as the backend's OpenAPI document describes them (money in pence). */
export type AdminMenuItem = ApiSchema<'AdminMenuItemDto'>;
export type AdminMenuOption = AdminMenuItem['options'][number];
export type AdminCategory = ApiSchema<'AdminCategoryDto'>;
export type AdminMenu = ApiSchema<'AdminMenuResponseDto'>;

/** The item form: every field the create route takes, all of them set. */
export type MenuItemInput = Required<ApiSchema<'CreateMenuItemDto'>>;
export type MenuOptionInput = Required<ApiSchema<'CreateMenuOptionDto'>>;
