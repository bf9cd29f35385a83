import { AuthToken } from '../modules/accounts/entities/auth-token.entity.js';
import { OAuthIdentity } from '../modules/accounts/entities/oauth-identity.entity.js';
import { Profile } from '../modules/accounts/entities/profile.entity.js';
import { RecoveryCode } from '../modules/accounts/entities/recovery-code.entity.js';
import { SecondFactor } from '../modules/accounts/entities/second-factor.entity.js';
import { Session } from '../modules/accounts/entities/session.entity.js';
import { User } from '../modules/accounts/entities/user.entity.js';
import { SiteVisit } from '../modules/analytics/entities/site-visit.entity.js';
import { VisitDay, VisitDayPage, VisitDaySource } from '../modules/analytics/entities/visit-day.entity.js';
import { Booking } from '../modules/bookings/entities/booking.entity.js';
import { Category } from '../modules/menu/entities/category.entity.js';
import { MenuChoiceGroup } from '../modules/menu/entities/menu-choice-group.entity.js';
import { KitchenStation } from '../modules/menu/entities/kitchen-station.entity.js';
import { MenuChoice } from '../modules/menu/entities/menu-choice.entity.js';
import { MenuItemOption } from '../modules/menu/entities/menu-item-option.entity.js';
import { MenuItem } from '../modules/menu/entities/menu-item.entity.js';
import { CartItem } from '../modules/orders/entities/cart-item.entity.js';
import { DeletedOrder } from '../modules/orders/entities/deleted-order.entity.js';
import { OrderIdempotencyKey } from '../modules/orders/entities/order-idempotency-key.entity.js';
import { OrderItem } from '../modules/orders/entities/order-item.entity.js';
import { Order } from '../modules/orders/entities/order.entity.js';
import { DayOff } from '../modules/scheduling/entities/day-off.entity.js';
import { BusyModeEntry } from '../modules/scheduling/entities/busy-mode-entry.entity.js';
import { OpeningSession } from '../modules/scheduling/entities/opening-session.entity.js';
import { OpeningTime } from '../modules/scheduling/entities/opening-time.entity.js';
import { TimeSlot } from '../modules/scheduling/entities/time-slot.entity.js';
import { GlobalSetting } from '../modules/settings/entities/global-setting.entity.js';
import { AuditEntry } from '../modules/audit/entities/audit-entry.entity.js';
import { EmailOutboxMessage } from '../infra/mail/entities/email-outbox-message.entity.js';
import { PaymentEvent } from '../infra/payments/entities/payment-event.entity.js';
import { OrderPrint } from '../modules/orders/entities/order-print.entity.js';
import { OrderRefund } from '../modules/orders/entities/order-refund.entity.js';
import { OrderStationUse } from '../modules/orders/entities/order-station-use.entity.js';
import { OrderPushSubscription } from '../modules/orders/entities/order-push-subscription.entity.js';
import { TipPayout } from '../modules/orders/entities/tip-payout.entity.js';

/**
 * Every TypeORM entity of the application, listed by the app (infra/database takes it as a
 * parameter and knows no module). The schema itself comes from the migrations.
 */
export const ALL_ENTITIES = [
  User,
  Profile,
  Session,
  AuthToken,
  OAuthIdentity,
  SecondFactor,
  RecoveryCode,
  Category,
  MenuItem,
  MenuItemOption,
  MenuChoiceGroup,
  MenuChoice,
  CartItem,
  Order,
  OrderItem,
  OrderIdempotencyKey,
  DeletedOrder,
  OpeningTime,
  OpeningSession,
  TimeSlot,
  DayOff,
  Booking,
  GlobalSetting,
  SiteVisit,
  VisitDay,
  VisitDayPage,
  VisitDaySource,
  PaymentEvent,
  EmailOutboxMessage,
  AuditEntry,
  OrderPrint,
  BusyModeEntry,
  OrderRefund,
  OrderPushSubscription,
  TipPayout,
  KitchenStation,
  OrderStationUse,
];
