import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsDefined, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength, ValidateIf, ValidateNested } from 'class-validator';
import { HALF_PRICE_RULES, type HalfPriceRule } from '@walkden/contract/choices';
import { ALLERGENS, DIETARY_LABELS } from '../domain/allergens.js';
import { MAX_CHOICE_GROUPS, MAX_CHOICES_PER_GROUP } from '../domain/choice-groups.js';
import { MenuItemDto } from './menu.dto.js';

/** £1,000: far above anything the kitchen sells, low enough to catch a price typed in pence twice or a stray digit. */
export const MAX_PRICE_PENCE = 100_000;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const PRICE_MESSAGE = `The price must be a whole number of pence from 0 to ${MAX_PRICE_PENCE} (£${MAX_PRICE_PENCE / 100}).`;
const ALLERGEN_MESSAGE = `Allergens must be among: ${ALLERGENS.join(', ')}.`;
const DIETARY_MESSAGE = `Dietary labels must be among: ${DIETARY_LABELS.join(', ')}.`;

function PricePence(required: boolean): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ description: 'Pence', example: 1149, required, minimum: 0, maximum: MAX_PRICE_PENCE })(target, key);
    if (!required) IsOptional()(target, key);
    IsInt({ message: PRICE_MESSAGE })(target, key);
    Min(0, { message: PRICE_MESSAGE })(target, key);
    Max(MAX_PRICE_PENCE, { message: PRICE_MESSAGE })(target, key);
  };
}

const STATION_UNITS_MESSAGE = 'Station units must be a whole number from 0 to 100.';

/** Issue 28: the kitchen station a thing uses (null: none). */
function StationId(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Issue 28: the kitchen station that cooks it; null: none' })(target, key);
    IsOptional()(target, key);
    IsUUID('all', { message: 'Please choose an existing kitchen station.' })(target, key);
  };
}

/** Issue 28: units of the station one of it takes; `nullable`: null means the item's (a size). */
function StationUnits(nullable: boolean): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ type: Number, minimum: 0, maximum: 100, nullable, description: nullable ? "Units of the item's station one of this size takes; null: the item's" : 'Units of the station one of it takes' })(target, key);
    IsOptional()(target, key);
    IsInt({ message: STATION_UNITS_MESSAGE })(target, key);
    Min(0, { message: STATION_UNITS_MESSAGE })(target, key);
    Max(100, { message: STATION_UNITS_MESSAGE })(target, key);
  };
}

function Allergens(): PropertyDecorator {
  return (target, key) => {
    ApiPropertyOptional({ enum: ALLERGENS, isArray: true, description: 'Any of the 14 UK allergens; empty means no data' })(target, key);
    IsOptional()(target, key);
    IsArray({ message: ALLERGEN_MESSAGE })(target, key);
    ArrayUnique({ message: ALLERGEN_MESSAGE })(target, key);
    IsIn(ALLERGENS, { each: true, message: ALLERGEN_MESSAGE })(target, key);
  };
}

export class CreateMenuItemDto {
  @ApiProperty({ example: 'Chicken Burger' })
  @Transform(trim)
  @IsString({ message: 'Please enter a name.' })
  @MinLength(1, { message: 'Please enter a name.' })
  @MaxLength(120)
  name: string;

  @ApiPropertyOptional({ default: '' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  description?: string;

  @ApiProperty({ format: 'uuid', description: 'An existing category' })
  @IsUUID('all', { message: 'Please choose an existing category.' })
  categoryId: string;

  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isAvailable?: boolean;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() availableForTakeaway?: boolean;
  @Allergens() allergens?: string[];

  @ApiPropertyOptional({ enum: DIETARY_LABELS, isArray: true })
  @IsOptional()
  @IsArray({ message: DIETARY_MESSAGE })
  @IsIn(DIETARY_LABELS, { each: true, message: DIETARY_MESSAGE })
  dietaryLabels?: string[];
}

export class UpdateMenuItemDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isAvailable?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() availableForTakeaway?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Please enter a name.' })
  @MinLength(1, { message: 'Please enter a name.' })
  @MaxLength(120)
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  description?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Moving an item puts it last in its new category' })
  @IsOptional()
  @IsUUID('all', { message: 'Please choose an existing category.' })
  categoryId?: string;

  @Allergens() allergens?: string[];

  @ApiPropertyOptional({ enum: DIETARY_LABELS, isArray: true })
  @IsOptional()
  @IsArray({ message: DIETARY_MESSAGE })
  @IsIn(DIETARY_LABELS, { each: true, message: DIETARY_MESSAGE })
  dietaryLabels?: string[];

  @StationId() stationId?: string | null;
  @StationUnits(false) stationUnits?: number;
}

export class CreateMenuOptionDto {
  @ApiProperty({ example: 'Large' })
  @Transform(trim)
  @IsString({ message: 'Please enter both option name and price.' })
  @MinLength(1, { message: 'Please enter both option name and price.' })
  @MaxLength(80)
  name: string;

  @IsDefined({ message: 'Please enter both option name and price.' })
  @PricePence(true)
  pricePence: number;

  @Allergens() allergens?: string[];
  @StationUnits(true) stationUnits?: number | null;
}

export class UpdateMenuOptionDto {
  @PricePence(false) pricePence?: number;

  @ApiPropertyOptional({ example: 'Large' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Please enter both option name and price.' })
  @MaxLength(80)
  name?: string;

  @Allergens() allergens?: string[];
  @StationUnits(true) stationUnits?: number | null;
}

export class ReorderItemsDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The category whose items these are (null: uncategorised)' })
  @ValidateIf((_, value) => value !== null)
  @IsUUID()
  categoryId: string | null;

  @ApiProperty({ type: String, isArray: true, description: "Every item of the category, each once, in the new order" })
  @IsArray()
  @ArrayMaxSize(500)
  @IsUUID('all', { each: true })
  itemIds: string[];
}

export class ReorderOptionsDto {
  @ApiProperty({ type: String, isArray: true, description: 'Every option of the item, each once, in the new order' })
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  optionIds: string[];
}

export class ChoiceInputDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Kept from the loaded menu; left out for a new choice' })
  @IsOptional()
  @IsUUID()
  id?: string | null;

  @ApiProperty({ example: 'Garlic mayo' })
  @IsString({ message: 'Every choice needs a name.' })
  @MaxLength(80)
  name: string;

  @PricePence(true)
  pricePence: number;

  @Allergens() allergens?: string[];

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: "A meal deal's choice: the menu item it is (its allergens and sold-out state follow)" })
  @IsOptional()
  @IsUUID()
  menuItemId?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'One size of that item; left out: any size' })
  @IsOptional()
  @IsUUID()
  menuItemOptionId?: string | null;

  /** A meal deal's choice uses its item's station; these are a plain choice's own. */
  @StationId() stationId?: string | null;
  @StationUnits(false) stationUnits?: number;
}

export class ChoiceGroupInputDto {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Kept from the loaded menu; left out for a new group' })
  @IsOptional()
  @IsUUID()
  id?: string | null;

  @ApiProperty({ example: 'Choose your sauce' })
  @IsString({ message: 'Every choice group needs a name.' })
  @MaxLength(80)
  name: string;

  @ApiProperty({ minimum: 0, maximum: MAX_CHOICES_PER_GROUP, description: '0: optional' })
  @IsInt()
  @Min(0)
  @Max(MAX_CHOICES_PER_GROUP)
  minChoices: number;

  @ApiProperty({ minimum: 1, maximum: MAX_CHOICES_PER_GROUP })
  @IsInt()
  @Min(1)
  @Max(MAX_CHOICES_PER_GROUP)
  maxChoices: number;

  @ApiPropertyOptional({ type: Number, enum: [1, 2], nullable: true, description: 'One half of a half-and-half pizza; left out or null for the whole item' })
  @IsOptional()
  @IsIn([1, 2], { message: 'A half is 1 or 2.' })
  half?: 1 | 2 | null;

  @ApiProperty({ type: ChoiceInputDto, isArray: true, maxItems: MAX_CHOICES_PER_GROUP, description: 'In the order the customer sees them' })
  @IsArray()
  @ArrayMaxSize(MAX_CHOICES_PER_GROUP)
  @ValidateNested({ each: true })
  @Type(() => ChoiceInputDto)
  choices: ChoiceInputDto[];
}

/** Issue 28: every choice group of an item, in order; what is left out is removed. */
export class SetChoiceGroupsDto {
  @ApiProperty({ type: ChoiceGroupInputDto, isArray: true, maxItems: MAX_CHOICE_GROUPS })
  @IsArray()
  @ArrayMaxSize(MAX_CHOICE_GROUPS)
  @ValidateNested({ each: true })
  @Type(() => ChoiceGroupInputDto)
  groups: ChoiceGroupInputDto[];

  @ApiPropertyOptional({ enum: HALF_PRICE_RULES, description: 'A half-and-half: charge the dearer half, or the average of the two; left out: unchanged' })
  @IsOptional()
  @IsIn(HALF_PRICE_RULES, { message: 'Choose how the halves are priced: the dearer half or the average.' })
  halfPriceRule?: HalfPriceRule;
}

/** Issue 28: what an item, its sizes and its plain choices take of the kitchen, as the Menu tab edits it. */
export class KitchenUseDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) stationId: string | null;
  @ApiProperty() stationUnits: number;
}

export class SizeKitchenUseDto {
  @ApiProperty({ format: 'uuid' }) optionId: string;
  @ApiProperty({ type: Number, nullable: true, description: "null: the item's units" }) stationUnits: number | null;
}

export class ChoiceKitchenUseDto extends KitchenUseDto {
  @ApiProperty({ format: 'uuid' }) choiceId: string;
}

export class AdminKitchenDto extends KitchenUseDto {
  @ApiProperty({ type: SizeKitchenUseDto, isArray: true }) sizes: SizeKitchenUseDto[];
  @ApiProperty({ type: ChoiceKitchenUseDto, isArray: true, description: "Every choice's own station and units (a meal deal's choice uses its item's instead)" })
  choices: ChoiceKitchenUseDto[];
}

export class AdminMenuItemDto extends MenuItemDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) categoryId: string | null;
  @ApiProperty({ type: AdminKitchenDto }) kitchen: AdminKitchenDto;
}

export class AdminCategoryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'fried_chicken' }) name: string;
  @ApiProperty({ example: 'Fried Chicken' }) displayName: string;
  @ApiProperty() displayOrder: number;
  @ApiProperty({ description: 'False: hidden from customers' }) isActive: boolean;
  @ApiProperty({ description: 'How many items it holds' }) itemCount: number;
}

export class AdminMenuResponseDto {
  @ApiProperty({ type: AdminCategoryDto, isArray: true, description: 'Every category, active or not, in display order' })
  categories: AdminCategoryDto[];
  @ApiProperty({ type: AdminMenuItemDto, isArray: true, description: 'Every item, by category order then item order' })
  items: AdminMenuItemDto[];
}

export class CreateCategoryDto {
  @ApiProperty({ example: 'fried_chicken', description: 'Internal name; stored lowercase with underscores' })
  @Transform(trim)
  @IsString({ message: 'Please enter a name and a display name.' })
  @MinLength(1, { message: 'Please enter a name and a display name.' })
  @MaxLength(60)
  name: string;

  @ApiProperty({ example: 'Fried Chicken' })
  @Transform(trim)
  @IsString({ message: 'Please enter a name and a display name.' })
  @MinLength(1, { message: 'Please enter a name and a display name.' })
  @MaxLength(80)
  displayName: string;

  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isActive?: boolean;
}

export class UpdateCategoryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Please enter a name and a display name.' })
  @MaxLength(60)
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Please enter a name and a display name.' })
  @MaxLength(80)
  displayName?: string;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() isActive?: boolean;
}

export class DeleteCategoryQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Move the items it holds to this category first; without it, a category holding items is not deleted' })
  @IsOptional()
  @IsUUID('all', { message: 'Please choose another existing category to move the items to.' })
  moveItemsTo?: string;
}

export class ReorderCategoriesDto {
  @ApiProperty({ type: String, isArray: true, description: 'Every category, each once, in the new order' })
  @IsArray()
  @ArrayMaxSize(200)
  @IsUUID('all', { each: true })
  categoryIds: string[];
}

export class SetSoldOutDto {
  @ApiProperty({ description: "true: sold out until the next day's opening; false: back on sale now" })
  @IsBoolean({ message: 'soldOut must be true or false' })
  soldOut: boolean;
}

export class SoldOutDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() soldOut: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'ISO instant it comes back by itself' }) soldOutUntil: string | null;
}
