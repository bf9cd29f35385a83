import { ORDER_STATUSES } from '../entities/order.entity.js';
import { OrdersException } from '../orders.exception.js';
import { assertTransition, COMPLETED_BALANCE_DUE_MESSAGE, COMPLETED_UNPAID_MESSAGE, holdsSlot, transitionProblem } from './order-status.js';

describe('order status transitions', () => {
  it('lets a new order be confirmed or abandoned', () => {
    expect(transitionProblem({ status: 'pending', isPaid: false }, 'confirmed')).toBeNull();
    expect(transitionProblem({ status: 'pending', isPaid: false }, 'abandoned')).toBeNull();
  });

  it('allows any change among the staff statuses', () => {
    for (const from of ['pending', 'confirmed', 'preparing', 'ready'] as const) {
      for (const to of ['pending', 'confirmed', 'preparing', 'ready'] as const) {
        if (from !== to) expect(transitionProblem({ status: from, isPaid: false }, to)).toBeNull();
      }
    }
  });

  it('completes an order only once it is paid', () => {
    expect(transitionProblem({ status: 'ready', isPaid: false }, 'completed')).toBe(COMPLETED_UNPAID_MESSAGE);
    expect(transitionProblem({ status: 'ready', isPaid: true }, 'completed')).toBeNull();
  });

  it('abandons only an unpaid pending order, and never brings an abandoned order back', () => {
    expect(transitionProblem({ status: 'pending', isPaid: true }, 'abandoned')).not.toBeNull();
    expect(transitionProblem({ status: 'confirmed', isPaid: false }, 'abandoned')).not.toBeNull();
    for (const to of ORDER_STATUSES) expect(transitionProblem({ status: 'abandoned', isPaid: true }, to)).not.toBeNull();
  });

  it('refuses a change to the same status', () => {
    for (const status of ORDER_STATUSES) expect(transitionProblem({ status, isPaid: true }, status)).not.toBeNull();
  });

  it('throws a module exception with a 409', () => {
    expect(() => assertTransition({ status: 'abandoned', isPaid: false }, 'confirmed')).toThrow(OrdersException);
    const caught = (() => {
      try {
        assertTransition({ status: 'ready', isPaid: false }, 'completed');
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(caught).toBeInstanceOf(OrdersException);
    expect(caught).toMatchObject({ status: 409, code: 'INVALID_STATUS_CHANGE', message: COMPLETED_UNPAID_MESSAGE });
  });

  it('counts pending, confirmed, preparing and ready against slot capacity', () => {
    expect(ORDER_STATUSES.filter(holdsSlot)).toEqual(['pending', 'confirmed', 'preparing', 'ready']);
  });

  it('refuses to complete a paid order while a correction left something to collect', () => {
    expect(transitionProblem({ status: 'ready', isPaid: true, balanceDue: 150 }, 'completed')).toBe(COMPLETED_BALANCE_DUE_MESSAGE);
    expect(transitionProblem({ status: 'ready', isPaid: true, balanceDue: 0 }, 'completed')).toBeNull();
    expect(transitionProblem({ status: 'ready', isPaid: true, balanceDue: 150 }, 'preparing')).toBeNull();
  });
});
