import type { ApiSchema } from '../../api/api-types';

/** The menu as GET /api/menu describes it (generated from the backend's DTOs), for the storefront's pages and staff's New order screen. Money is integer pence. */
export type MenuView = ApiSchema<'PageMenuDto'>['view'];
export type ResponsiveImage = ApiSchema<'ResponsiveImageDto'>;
export type MenuOption = ApiSchema<'MenuOptionDto'>;
export type MenuChoice = ApiSchema<'MenuChoiceDto'>;
export type MenuChoiceGroup = ApiSchema<'MenuChoiceGroupDto'>;
export type MenuItem = ApiSchema<'MenuItemDto'>;
export type MenuCategory = ApiSchema<'MenuCategoryDto'>;
export type MenuResponse = ApiSchema<'MenuResponseDto'>;

/** GET /api/gallery: available items in menu order, with their image when they have one. */
export type GalleryItem = ApiSchema<'GalleryItemDto'>;
export type GalleryResponse = ApiSchema<'GalleryResponseDto'>;
