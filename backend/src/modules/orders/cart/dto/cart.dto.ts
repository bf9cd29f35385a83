import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, ValidateNested } from 'class-validator';
import type { CartMergeResult, CartView } from '../cart.service.js';
import {
  MAX_CHOICES,
  MAX_INSTRUCTIONS_LENGTH,
  MAX_LINE_QUANTITY,
  MAX_MERGE_LINES,
  type CartLineChoiceView,
  type CartLineView,
  type GuestLineRejection,
} from '../domain/cart-line.js';

/** No price field: the server prices every line from the menu (a body with one is refused). */
export class AddCartItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  menuItemId: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Required when the item has more than one option' })
  @IsOptional()
  @IsUUID()
  optionId?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', isArray: true, maxItems: MAX_CHOICES, description: "Issue 28: the choices picked in the item's choice groups (each group's min and max apply)" })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CHOICES)
  @IsUUID(undefined, { each: true })
  choiceIds?: string[];

  @ApiPropertyOptional({ type: String, maxLength: MAX_INSTRUCTIONS_LENGTH, example: 'No onions, please' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_INSTRUCTIONS_LENGTH)
  specialInstructions?: string | null;
}

export class UpdateCartItemDto {
  @ApiProperty({ maximum: MAX_LINE_QUANTITY, description: '0 or less removes the line' })
  @IsInt()
  @Max(MAX_LINE_QUANTITY)
  quantity: number;
}

/**
 * A line of the guest cart. Deliberately loose (any string ids, any whole quantity): a line that
 * cannot be bought is skipped and reported rather than failing the whole merge.
 */
export class GuestCartLineDto {
  @ApiProperty()
  @IsString()
  @MaxLength(64)
  menuItemId: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  optionId?: string | null;

  @ApiPropertyOptional({ type: String, isArray: true, maxItems: MAX_CHOICES })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CHOICES)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  choiceIds?: string[];

  @ApiProperty()
  @IsInt()
  quantity: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  specialInstructions?: string | null;
}

export class MergeCartDto {
  @ApiProperty({ type: GuestCartLineDto, isArray: true, maxItems: MAX_MERGE_LINES })
  @IsArray()
  @ArrayMaxSize(MAX_MERGE_LINES)
  @ValidateNested({ each: true })
  @Type(() => GuestCartLineDto)
  lines: GuestCartLineDto[];
}

export class CartLineChoiceDto implements CartLineChoiceView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Garlic mayo' }) name: string;
  @ApiProperty({ example: 'Choose your sauce' }) groupName: string;
  @ApiProperty({ type: Number, enum: [1, 2], nullable: true, description: "A half-and-half's half; null for the whole item" }) half: 1 | 2 | null;
  @ApiProperty({ description: 'Pence it adds to the unit price (included in unitPricePence; a half-and-half charges its halves by its rule)' }) pricePence: number;
}

export class CartLineDto implements CartLineView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) menuItemId: string;
  @ApiProperty({ example: 'Margherita Pizza' }) itemName: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) optionId: string | null;
  @ApiProperty({ type: String, nullable: true, example: '12"' }) optionName: string | null;
  @ApiProperty({ type: String, nullable: true, example: '12"', description: 'Size badge (the option name)' }) size: string | null;
  @ApiProperty({ type: CartLineChoiceDto, isArray: true, description: "Issue 28: the choices picked, in the menu's order" }) choices: CartLineChoiceDto[];
  @ApiProperty() quantity: number;
  @ApiProperty({ description: "Pence: the option's and the choices' prices now, never a stored or client-sent price" }) unitPricePence: number;
  @ApiProperty({ description: 'Pence' }) lineTotalPence: number;
  @ApiProperty() specialInstructions: string;
  @ApiProperty({ type: String, isArray: true, description: "The item's, the option's and the choices' allergen codes; empty: 'Ask us about allergens'" }) allergens: string[];
  @ApiProperty({ description: 'False when the item, option or a choice was removed or made unavailable' }) available: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'This item is currently unavailable.' }) unavailableReason: string | null;
}

export class CartResponseDto implements CartView {
  @ApiProperty({ type: CartLineDto, isArray: true, description: 'In the order they were added' }) lines: CartLineDto[];
  @ApiProperty({ description: 'Pence, available lines only' }) totalPence: number;
  @ApiProperty({ description: 'Units in the cart' }) count: number;
  @ApiProperty({ description: 'Some line cannot be checked out' }) hasUnavailable: boolean;
}

const REJECTIONS: GuestLineRejection[] = [
  'MENU_ITEM_NOT_FOUND',
  'INVALID_QUANTITY',
  'ITEM_UNAVAILABLE',
  'ITEM_NOT_PRICED',
  'OPTION_REQUIRED',
  'OPTION_NOT_OF_ITEM',
  'SOLD_OUT',
  'CHOICES_INVALID',
];

export class SkippedGuestLineDto {
  @ApiProperty() menuItemId: string;
  @ApiProperty({ type: String, nullable: true }) optionId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The item name, when the item exists' }) itemName: string | null;
  @ApiProperty({ enum: REJECTIONS }) reason: GuestLineRejection;
}

export class MergeCartResponseDto implements CartMergeResult {
  @ApiProperty({ type: CartResponseDto }) cart: CartResponseDto;
  @ApiProperty({ description: 'Guest lines that joined the account cart' }) merged: number;
  @ApiProperty({ type: SkippedGuestLineDto, isArray: true }) skipped: SkippedGuestLineDto[];
}
