import { readFileSync } from 'node:fs';
import { ApiProperty } from '@nestjs/swagger';
import { plainToInstance, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
  type ValidationError,
  validateSync,
} from 'class-validator';
import { ConfigError } from './config-error.js';

/**
 * The restaurant's own facts (name, address, contact, trader details, socials), set once: the
 * built-in Walkden profile below, or an operator's RESTAURANT_PROFILE_FILE validated at start-up.
 * E-mails, the CSV export, Stripe line items and GET /api/restaurant (and through it every page)
 * read it from here. Opening hours are not part of it: they come from the opening sessions.
 */

export const SOCIAL_NETWORKS = ['Facebook', 'Instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export class RestaurantAddressDto {
  @ApiProperty({ type: [String], example: ['Bolton Road', 'Walkden', 'Manchester'], description: 'Street first, town or city last' })
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @ArrayMinSize(2)
  @ArrayMaxSize(5)
  lines!: string[];

  @ApiProperty({ example: 'M28 3AX' })
  @Matches(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, { message: 'address.postcode must be a UK postcode' })
  postcode!: string;
}

export class RestaurantPhoneDto {
  @ApiProperty({ example: '0161 496 0123', description: 'As people write it' })
  @IsString()
  @IsNotEmpty()
  display!: string;

  @ApiProperty({ example: '+441614960123', description: 'E.164, for tel: links and structured data' })
  @Matches(/^\+\d{7,15}$/, { message: 'phone.international must be E.164 (+44...)' })
  international!: string;
}

export class SocialLinkDto {
  @ApiProperty({ enum: SOCIAL_NETWORKS })
  @IsIn(SOCIAL_NETWORKS)
  network!: SocialNetwork;

  @ApiProperty({ example: '@walkdenfriedchicken' })
  @IsString()
  @IsNotEmpty()
  handle!: string;

  @ApiProperty({ example: 'https://www.instagram.com/walkdenfriedchicken' })
  @IsUrl({ protocols: ['https'], require_protocol: true })
  url!: string;
}

/** What the UK's E-Commerce Regulations and Companies Act ask a trading website to show. */
export class TraderDetailsDto {
  @ApiProperty({ example: 'Walkden Kitchen Ltd' })
  @IsString()
  @IsNotEmpty()
  legalName!: string;

  @ApiProperty({ type: String, nullable: true, example: '12345678', description: 'Companies House number; null for a sole trader' })
  @ValidateIf((_object, value) => value !== null)
  @Matches(/^[A-Z0-9]{8}$/, { message: 'trader.companyNumber must be 8 characters (Companies House), or null' })
  companyNumber!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'England and Wales' })
  @ValidateIf((_object, value) => value !== null)
  @IsString()
  @IsNotEmpty()
  registeredIn!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'GB 123 4567 89', description: 'null when not VAT registered' })
  @ValidateIf((_object, value) => value !== null)
  @Matches(/^GB ?\d{3} ?\d{4} ?\d{2}( ?\d{3})?$/, { message: 'trader.vatNumber must be a GB VAT number, or null' })
  vatNumber!: string | null;

  @ApiProperty({ example: 'Bolton Road, Walkden, Manchester M28 3AX' })
  @IsString()
  @IsNotEmpty()
  registeredOffice!: string;
}

/** The document RESTAURANT_PROFILE_FILE holds (every key optional there; the built-in value fills the rest). */
export class RestaurantProfileDto {
  @ApiProperty({ example: 'Walkden Fried Chicken & Pizza' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  name!: string;

  @ApiProperty({ example: 'Walkden', description: "The logo's short form" })
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  shortName!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  strapline!: string;

  @ApiProperty({ example: 'Available for Eat-In or Takeaway' })
  @IsString()
  @IsNotEmpty()
  serviceNote!: string;

  @ApiProperty({ description: 'One paragraph about the restaurant (footer, page descriptions)' })
  @IsString()
  @IsNotEmpty()
  blurb!: string;

  @ApiProperty({ type: RestaurantAddressDto })
  @ValidateNested()
  @Type(() => RestaurantAddressDto)
  address!: RestaurantAddressDto;

  @ApiProperty({ type: RestaurantPhoneDto })
  @ValidateNested()
  @Type(() => RestaurantPhoneDto)
  phone!: RestaurantPhoneDto;

  @ApiProperty({ example: 'hello@walkdenfriedchicken.co.uk' })
  @IsEmail()
  email!: string;

  @ApiProperty({ description: 'The listing on a map service' })
  @IsUrl({ protocols: ['https'], require_protocol: true })
  mapsUrl!: string;

  @ApiProperty({ type: [SocialLinkDto] })
  @ValidateNested({ each: true })
  @Type(() => SocialLinkDto)
  socials!: SocialLinkDto[];

  @ApiProperty({ type: TraderDetailsDto })
  @ValidateNested()
  @Type(() => TraderDetailsDto)
  trader!: TraderDetailsDto;

  @ApiProperty({ type: [String], example: ['Fried chicken', 'Pizza', 'Burgers'], description: "schema.org's servesCuisine" })
  @IsString({ each: true })
  @ArrayMinSize(1)
  cuisines!: string[];

  @ApiProperty({ example: '££', description: "schema.org's priceRange" })
  @Matches(/^£{1,4}$/, { message: 'priceRange must be £ to ££££' })
  priceRange!: string;
}

export const WALKDEN_PROFILE: RestaurantProfileDto = {
  name: 'Walkden Fried Chicken & Pizza',
  shortName: 'Walkden',
  strapline: 'Fried Chicken, Pizza and Smash Burgers for Walkden and surrounding areas',
  serviceNote: 'Available for Eat-In or Takeaway',
  blurb:
    'Crispy fried chicken, stone-baked pizza and smash burgers made fresh to order on Bolton Road. Eat in with us, collect on your way home, or get it delivered across Walkden.',
  address: { lines: ['Bolton Road', 'Walkden', 'Manchester'], postcode: 'M28 3AX' },
  // 0161 496 0xxx is Ofcom's range reserved for fiction: it can never ring a real person.
  phone: { display: '0161 496 0123', international: '+441614960123' },
  email: 'hello@walkdenfriedchicken.co.uk',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Bolton+Road%2C+Walkden%2C+Manchester+M28+3AX',
  socials: [
    { network: 'Facebook', handle: 'walkdenfriedchicken', url: 'https://www.facebook.com/walkdenfriedchicken' },
    { network: 'Instagram', handle: '@walkdenfriedchicken', url: 'https://www.instagram.com/walkdenfriedchicken' },
  ],
  // A fictional company: the number and VAT number are placeholders an operator replaces in the profile file.
  trader: {
    legalName: 'Walkden Kitchen Ltd',
    companyNumber: '12345678',
    registeredIn: 'England and Wales',
    vatNumber: 'GB 123 4567 89',
    registeredOffice: 'Bolton Road, Walkden, Manchester M28 3AX',
  },
  cuisines: ['Fried chicken', 'Pizza', 'Burgers', 'Breakfast'],
  priceRange: '££',
};

/** 'Bolton Road, Walkden, Manchester M28 3AX' */
export function addressOneLine(address: RestaurantAddressDto): string {
  return `${address.lines.join(', ')} ${address.postcode}`;
}

function messages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => `${path}: ${message}`);
    return [...own, ...messages(error.children ?? [], path)];
  });
}

/**
 * The built-in profile with an operator's document laid over it key by key (a key given replaces the
 * built-in one whole), then validated. Problems are listed, never half-applied.
 */
export function resolveRestaurantProfile(override: unknown): { profile: RestaurantProfileDto; problems: string[] } {
  if (override === null || typeof override !== 'object' || Array.isArray(override)) {
    return { profile: WALKDEN_PROFILE, problems: ['the profile must be a JSON object'] };
  }
  const unknownKeys = Object.keys(override).filter((key) => !(key in WALKDEN_PROFILE));
  const merged = { ...WALKDEN_PROFILE, ...override };
  const instance = plainToInstance(RestaurantProfileDto, merged);
  const problems = [
    ...unknownKeys.map((key) => `${key}: not a profile field`),
    ...messages(validateSync(instance, { forbidUnknownValues: true })),
  ];
  return { profile: problems.length === 0 ? (merged as RestaurantProfileDto) : WALKDEN_PROFILE, problems };
}

/** The profile for this process: RESTAURANT_PROFILE_FILE's document if set (a bad one stops start-up), else Walkden's. */
export function loadRestaurantProfile(file: string): RestaurantProfileDto {
  if (!file) return WALKDEN_PROFILE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError([`RESTAURANT_PROFILE_FILE ${file} could not be read as JSON: ${(error as Error).message}`]);
  }
  const { profile, problems } = resolveRestaurantProfile(parsed);
  if (problems.length > 0) throw new ConfigError(problems.map((problem) => `RESTAURANT_PROFILE_FILE ${file}: ${problem}`));
  return profile;
}

/** Nest's token for the profile (a plain object, so an interface-typed injection needs a token). */
export const RESTAURANT_PROFILE = Symbol('RESTAURANT_PROFILE');
