import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SessionResponseDto } from '../modules/accounts/dto/auth.dto.js';
import { MENU_VIEWS, type MenuView } from '../modules/menu/domain/menu-view.js';
import { CartResponseDto } from '../modules/orders/cart/dto/cart.dto.js';
import { DayOrdersDto } from '../modules/orders/dto/admin-orders.dto.js';
import { GalleryResponseDto, MenuResponseDto } from '../modules/menu/dto/menu.dto.js';
import { RestaurantResponseDto } from '../modules/restaurant/dto/restaurant.dto.js';
import { ReviewsResponseDto } from '../modules/reviews/dto/reviews.dto.js';
import { PublicSettingsDto } from '../modules/settings/dto/public-settings.dto.js';

export class PageMenuDto {
  @ApiProperty({ enum: MENU_VIEWS }) view: MenuView;
  @ApiProperty({ type: MenuResponseDto }) data: MenuResponseDto;
}

/**
 * The SSR data contract: what the api loads for a page and hands to the frontend's render(url, data).
 * It is part of the OpenAPI document, so the frontend's type for it is generated like every other
 * API type and a change on either side fails the types check.
 */
export class PageDataDto {
  @ApiPropertyOptional({ type: PublicSettingsDto, description: 'As GET /api/settings answers' })
  settings?: PublicSettingsDto;

  @ApiPropertyOptional({ type: RestaurantResponseDto, description: 'As GET /api/restaurant answers' })
  restaurant?: RestaurantResponseDto;

  @ApiPropertyOptional({ type: SessionResponseDto, description: "As GET /api/auth/session answers for the visitor's cookie" })
  session?: SessionResponseDto;

  @ApiPropertyOptional({ type: PageMenuDto, description: 'As GET /api/menu?view= answers, for /menu and /takeaway' })
  menu?: PageMenuDto;

  @ApiPropertyOptional({ type: GalleryResponseDto, description: 'As GET /api/gallery answers, for /gallery' })
  gallery?: GalleryResponseDto;

  @ApiPropertyOptional({
    type: ReviewsResponseDto,
    description: 'As GET /api/reviews answers: always for /reviews, on other pages when the cache holds it (for the rating badge)',
  })
  reviews?: ReviewsResponseDto;

  @ApiPropertyOptional({ type: CartResponseDto, description: "As GET /api/cart answers, for /checkout when the visitor is signed in" })
  cart?: CartResponseDto;

  @ApiPropertyOptional({
    description: "The instant of the render by the api's clock, on the staff pages (/admin...): the first render's clock in the server and in the browser, so that the browser's hydration shows the same minutes and day",
    example: '2031-01-14T18:30:00.000Z',
  })
  now?: string;

  @ApiPropertyOptional({
    type: DayOrdersDto,
    description: "As GET /api/admin/orders/day answers for the restaurant's today, on Today's Orders and the kitchen screen when the visitor may use them",
  })
  dayOrders?: DayOrdersDto;

  @ApiPropertyOptional({
    description: "Whether the visitor accepted the cookie notice (their cookie_consent cookie): the HTML then leaves the notice out, otherwise it carries it",
  })
  cookiesAccepted?: boolean;
}
