import { HALF_PRICE_RULES, type HalfPriceRule } from '@walkden/contract/choices';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { MENU_VIEWS, type GalleryItemView, type MenuCategoryView, type MenuItemView, type MenuOptionView, type MenuResponse, type MenuView } from '../domain/menu-view.js';
import { ALLERGENS, DIETARY_LABELS } from '../domain/allergens.js';
import type { ChoiceGroupView, ChoiceView } from '../domain/choice-groups.js';
import type { ResponsiveImage } from '../../../infra/storage/image-variants.js';

export class MenuQueryDto {
  @ApiPropertyOptional({ enum: MENU_VIEWS, default: 'menu', description: 'takeaway lists only items available for takeaway' })
  @IsOptional()
  @IsIn(MENU_VIEWS)
  view?: MenuView;
}

export class ImageSourceDto {
  @ApiProperty({ example: 'image/avif' }) type: string;
  @ApiProperty() srcset: string;
}

export class ResponsiveImageDto implements ResponsiveImage {
  @ApiProperty({ description: 'JPEG fallback', example: '/api/images/menu/a1b2.jpg?w=640&f=jpeg&v=Xy12' }) src: string;
  @ApiProperty({ description: 'JPEG candidates with their widths' }) srcset: string;
  @ApiProperty({ type: ImageSourceDto, isArray: true, description: 'AVIF then WebP candidates, for <picture>' }) sources: ImageSourceDto[];
  @ApiProperty({ description: 'Intrinsic width in pixels' }) width: number;
  @ApiProperty({ description: 'Intrinsic height in pixels' }) height: number;
}

export class MenuOptionDto implements MenuOptionView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '12"' }) name: string;
  @ApiProperty({ description: 'Pence', example: 1099 }) pricePence: number;
  @ApiProperty({ description: 'A missing order is 999' }) displayOrder: number;
  @ApiProperty({ enum: ALLERGENS, isArray: true, description: "Allergens this choice adds to the item's" }) allergens: string[];
  @ApiProperty({ description: "Sold out today: shown as 'Sold out', cannot be added" }) soldOut: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'ISO instant it comes back by itself; null when not sold out' }) soldOutUntil: string | null;
}

export class MenuChoiceDto implements ChoiceView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Garlic mayo' }) name: string;
  @ApiProperty({ description: 'Pence added to the unit price; 0 for a free choice', example: 50 }) pricePence: number;
  @ApiProperty({ enum: ALLERGENS, isArray: true, description: "Allergens this choice adds to the item's (a meal deal's choice: its own, its item's and its size's)" })
  allergens: string[];
  @ApiProperty({ enum: ALLERGENS, isArray: true, description: 'Those entered on the choice itself (what the Menu tab edits)' }) ownAllergens: string[];
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "A meal deal's choice: the menu item it is" }) menuItemId: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "A meal deal's choice: the size of that item; null: any size" }) menuItemOptionId: string | null;
  @ApiProperty({ description: "A meal deal's choice whose item or size is sold out or withdrawn: shown, cannot be picked" }) soldOut: boolean;
}

export class MenuChoiceGroupDto implements ChoiceGroupView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Choose your sauce' }) name: string;
  @ApiProperty({ description: '0: optional; 1 or more: required', example: 1 }) minChoices: number;
  @ApiProperty({ example: 1 }) maxChoices: number;
  @ApiProperty({ type: Number, enum: [1, 2], nullable: true, description: 'One half of a half-and-half pizza; null for the whole item' }) half: 1 | 2 | null;
  @ApiProperty({ type: MenuChoiceDto, isArray: true, description: 'In display order' }) choices: MenuChoiceDto[];
}

export class MenuItemDto implements MenuItemView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Margherita Pizza' }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true, description: 'Absolute path of the stored image (/api/images/menu/<file>), an external URL, or null' })
  imageUrl: string | null;
  @ApiProperty({ type: ResponsiveImageDto, nullable: true }) image: ResponsiveImageDto | null;
  @ApiProperty({ description: 'False: listed with a disabled "Unavailable" button' }) isAvailable: boolean;
  @ApiProperty() availableForTakeaway: boolean;
  @ApiProperty({ description: 'A missing order is 999' }) displayOrder: number;
  @ApiProperty({ type: MenuOptionDto, isArray: true, description: 'In display order' }) options: MenuOptionDto[];
  @ApiProperty({ type: MenuChoiceGroupDto, isArray: true, description: 'Issue 28: sauces, extras, in display order; empty for most items' })
  choiceGroups: MenuChoiceGroupDto[];
  @ApiProperty({ enum: HALF_PRICE_RULES, description: "A half-and-half's price for its halves: the dearer half's choices, or their average" })
  halfPriceRule: HalfPriceRule;
  @ApiProperty({ type: Number, nullable: true, description: 'Pence; null when the item has no option ("Price not set")' })
  lowestPricePence: number | null;
  @ApiProperty({ enum: ALLERGENS, isArray: true, description: "In legal order; empty means no data: show 'Ask us about allergens'" })
  allergens: string[];
  @ApiProperty({ enum: DIETARY_LABELS, isArray: true }) dietaryLabels: string[];
  @ApiProperty({ description: "Sold out today: shown as 'Sold out', cannot be added" }) soldOut: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'ISO instant it comes back by itself; null when not sold out' }) soldOutUntil: string | null;
}

export class MenuCategoryDto implements MenuCategoryView {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'fried_chicken' }) name: string;
  @ApiProperty({ example: 'Fried Chicken' }) displayName: string;
  @ApiProperty() displayOrder: number;
  @ApiProperty({ type: MenuItemDto, isArray: true }) items: MenuItemDto[];
}

export class MenuResponseDto implements MenuResponse {
  @ApiProperty({ type: MenuCategoryDto, isArray: true, description: 'In display order (missing = 999)' })
  categories: MenuCategoryDto[];
}

export class GalleryItemDto implements GalleryItemView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty({ type: ResponsiveImageDto, nullable: true }) image: ResponsiveImageDto | null;
}

export class GalleryResponseDto {
  @ApiProperty({ type: GalleryItemDto, isArray: true, description: 'Available items in menu order' })
  items: GalleryItemDto[];
}
