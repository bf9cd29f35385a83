import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_TYPES, type DeliveryType, ORDER_STATUSES, type OrderStatus, PAYMENT_METHODS, type PaymentMethod } from '../entities/order.entity.js';
import type { Order } from '../entities/order.entity.js';
import type { OrderItem } from '../entities/order-item.entity.js';

export class OrderItemChoiceDto {
  @ApiProperty({ example: 'Choose your sauce' }) group: string;
  @ApiProperty({ example: 'Garlic mayo' }) name: string;
  @ApiProperty({ example: 50, description: 'Pence it added to the unit price, as sold' }) pricePence: number;
  @ApiProperty({ type: Number, enum: [1, 2], nullable: true, description: "A half-and-half's half (its halves are priced by the item's rule); null for the whole item" })
  half: 1 | 2 | null;
}

export class OrderItemResponseDto {
  @ApiProperty() id: string;
  @ApiProperty({ nullable: true, type: String, description: 'Null once the menu item was deleted' }) menuItemId: string | null;
  @ApiProperty({ example: 'Smash Burger' }) name: string;
  @ApiProperty({ nullable: true, type: String, example: 'Double', description: 'The chosen option' }) size: string | null;
  @ApiProperty({ type: [OrderItemChoiceDto], description: "Issue 28: sauces, extras, as sold, in the menu's order; their prices are in unitPricePence" })
  choices: OrderItemChoiceDto[];
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ example: 895 }) unitPricePence: number;
  @ApiProperty({ example: 1790 }) totalPricePence: number;
  @ApiProperty({ example: '' }) specialInstructions: string;
  @ApiProperty({ type: String, isArray: true, nullable: true, description: "Allergen codes as ordered (a copy, never today's menu); null for orders placed before allergens were recorded" })
  allergens: string[] | null;
}

export class OrderCustomerDto {
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
}

export class OrderResponseDto {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'WK-7Q3K9D' }) orderNumber: string;
  @ApiProperty({ example: '2031-01-14', description: 'Restaurant-local date' }) orderDate: string;
  @ApiProperty({ example: '12:15', description: 'Restaurant-local slot, HH:MM' }) slotTime: string;
  @ApiProperty({ enum: DELIVERY_TYPES }) deliveryType: DeliveryType;
  @ApiProperty({ nullable: true, type: String, example: '12 Bolton Road, M28 3BX, Blue door' }) deliveryAddress: string | null;
  @ApiProperty({ type: OrderCustomerDto }) customer: OrderCustomerDto;
  @ApiProperty() specialInstructions: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod: PaymentMethod;
  @ApiProperty() isPaid: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) paidAt: string | null;
  @ApiProperty({ type: [OrderItemResponseDto] }) items: OrderItemResponseDto[];
  @ApiProperty({ example: 1790 }) subtotalPence: number;
  @ApiProperty({ example: 250 }) deliveryFeePence: number;
  @ApiProperty({ example: 200 }) driverTipPence: number;
  @ApiProperty({ example: 0 }) taxPence: number;
  @ApiProperty({ example: 2240 }) totalPence: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export function toOrderItemResponse(item: OrderItem): OrderItemResponseDto {
  return {
    id: item.id,
    menuItemId: item.menuItemId,
    name: item.itemName,
    size: item.size,
    choices: (item.choices ?? []).map((choice) => ({ group: choice.group, name: choice.name, pricePence: choice.price, half: choice.half ?? null })),
    quantity: item.quantity,
    unitPricePence: item.unitPrice,
    totalPricePence: item.totalPrice,
    specialInstructions: item.specialInstructions,
    allergens: item.allergens,
  };
}

/** Items in one stable order everywhere (by name, then option), whichever query loaded them. */
export function sortOrderItems<T extends Pick<OrderItem, 'itemName' | 'size'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.itemName.localeCompare(b.itemName, 'en-GB') || (a.size ?? '').localeCompare(b.size ?? '', 'en-GB'));
}

export function toOrderResponse(order: Order): OrderResponseDto {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    slotTime: order.slotTime.slice(0, 5),
    deliveryType: order.deliveryType,
    deliveryAddress: order.deliveryAddress,
    customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    specialInstructions: order.specialInstructions,
    status: order.status,
    paymentMethod: order.paymentMethod,
    isPaid: order.isPaid,
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    items: sortOrderItems(order.items ?? []).map(toOrderItemResponse),
    subtotalPence: order.subtotal,
    deliveryFeePence: order.deliveryFee,
    driverTipPence: order.driverTip,
    taxPence: order.tax,
    totalPence: order.total,
    createdAt: order.createdAt.toISOString(),
  };
}

export class NextStepDto {
  @ApiProperty({ enum: ['thank-you', 'redirect'], description: "thank-you: go to /thank-you (pay later); redirect: send the browser to url (Stripe's hosted page)" })
  kind: 'thank-you' | 'redirect';

  @ApiProperty({ required: false, description: 'For redirect only' })
  url?: string;
}

export class PlaceOrderResponseDto {
  @ApiProperty({ type: OrderResponseDto }) order: OrderResponseDto;
  @ApiProperty({ type: NextStepDto }) next: NextStepDto;
}
