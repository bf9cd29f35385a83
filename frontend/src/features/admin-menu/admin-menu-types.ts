import type { ApiSchema } from '../../api/api-types';

/** GET /api/admin/menu and the admin item routes, as the backend's OpenAPI document describes them (money in pence). */
export type AdminMenuItem = ApiSchema<'AdminMenuItemDto'>;
export type AdminMenuOption = AdminMenuItem['options'][number];
export type AdminCategory = ApiSchema<'AdminCategoryDto'>;
export type AdminMenu = ApiSchema<'AdminMenuResponseDto'>;

/** The item form: every field the create route takes, all of them set. */
export type MenuItemInput = Required<ApiSchema<'CreateMenuItemDto'>>;
/** What the item's PATCH takes: those fields, and (issue 28) the kitchen station that cooks it. */
export type MenuItemUpdate = ApiSchema<'UpdateMenuItemDto'>;
export type MenuOptionInput = Required<ApiSchema<'CreateMenuOptionDto'>>;

/** Issue 28: the kitchen station an item, its sizes and its plain choices use, and how many of its units. */
export type AdminKitchen = AdminMenuItem['kitchen'];
/** A kitchen station (the fryer, the pizza oven) as the item editor offers it. */
export type MenuKitchenStation = ApiSchema<'KitchenStationDto'>;

/** Issue 28: an item's choice groups ("Choose your sauce") and their choices, in display order. */
export type AdminChoiceGroup = AdminMenuItem['choiceGroups'][number];
export type AdminChoice = AdminChoiceGroup['choices'][number];

/** The body of PUT /api/admin/menu/items/:id/choice-groups: every group of the item in order, an id keeping a group or choice that exists. */
export type ChoiceGroupsInput = ApiSchema<'SetChoiceGroupsDto'>;
