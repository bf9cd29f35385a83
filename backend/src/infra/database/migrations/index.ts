import { InitialSchema1795366940323 } from './1795366940323-initial-schema.js';
import { DropSessionExpiryCheck1795368352409 } from './1795368352409-drop-session-expiry-check.js';
import { OrderAttentionReason1795368500000 } from './1795368500000-order-attention-reason.js';
import { EmailOutboxRetries1795368700000 } from './1795368700000-email-outbox-retries.js';
import { OutboxEraseSentSecrets1795369000000 } from './1795369000000-outbox-erase-sent-secrets.js';
import { OpeningSessions1795448248481 } from './1795448248481-opening-sessions.js';
import { OrderPlacementGuards1795448352628 } from './1795448352628-order-placement-guards.js';
import { AllergensAndAuditLog1795448400000 } from './1795448400000-allergens-and-audit-log.js';
import { AdminOrders1795449000000 } from './1795449000000-admin-orders.js';
import { TableBookings1795452000000 } from './1795452000000-table-bookings.js';
import { UserRoles1795460000000 } from './1795460000000-user-roles.js';
import { DeletedOrders1795460050000 } from './1795460050000-deleted-orders.js';
import { BookingRequestLapse1795460100000 } from './1795460100000-booking-request-lapse.js';
import { PasswordResetAndSessionDetails1795461000000 } from './1795461000000-password-reset-and-session-details.js';
import { TwoStepSignIn1795462000000 } from './1795462000000-two-step-sign-in.js';
import { BusyMode1795463000000 } from './1795463000000-busy-mode.js';
import { SoldOutToday1795463100000 } from './1795463100000-sold-out-today.js';
import { OrderPrints1795464000000 } from './1795464000000-order-prints.js';
import { KitchenAdvance1795465000000 } from './1795465000000-kitchen-advance.js';
import { StaffOrders1795466000000 } from './1795466000000-staff-orders.js';
import { OrderRefunds1795467000000 } from './1795467000000-order-refunds.js';
import { OrderCorrections1795468000000 } from './1795468000000-order-corrections.js';
import { OrderPushSubscriptions1795469000000 } from './1795469000000-order-push-subscriptions.js';
import { ReportIndexes1795470000000 } from './1795470000000-report-indexes.js';
import { TipsLedger1795471000000 } from './1795471000000-tips-ledger.js';
import { VisitDayRollups1795472000000 } from './1795472000000-visit-day-rollups.js';
import { MenuChoiceGroups1795473000000 } from './1795473000000-menu-choice-groups.js';
import { MealDealsAndHalves1795474000000 } from './1795474000000-meal-deals-and-halves.js';
import { KitchenStations1795476000000 } from './1795476000000-kitchen-stations.js';

/** Every migration, oldest first. */
export const ALL_MIGRATIONS = [
  InitialSchema1795366940323,
  DropSessionExpiryCheck1795368352409,
  OrderAttentionReason1795368500000,
  EmailOutboxRetries1795368700000,
  OutboxEraseSentSecrets1795369000000,
  OpeningSessions1795448248481,
  OrderPlacementGuards1795448352628,
  AllergensAndAuditLog1795448400000,
  AdminOrders1795449000000,
  TableBookings1795452000000,
  UserRoles1795460000000,
  DeletedOrders1795460050000,
  BookingRequestLapse1795460100000,
  PasswordResetAndSessionDetails1795461000000,
  TwoStepSignIn1795462000000,
  BusyMode1795463000000,
  SoldOutToday1795463100000,
  OrderPrints1795464000000,
  KitchenAdvance1795465000000,
  StaffOrders1795466000000,
  OrderRefunds1795467000000,
  OrderCorrections1795468000000,
  OrderPushSubscriptions1795469000000,
  ReportIndexes1795470000000,
  TipsLedger1795471000000,
  VisitDayRollups1795472000000,
  MenuChoiceGroups1795473000000,
  MealDealsAndHalves1795474000000,
  KitchenStations1795476000000,
];
