import { boardColumn, kitchenAdvance, kitchenUndo, KITCHEN_UNDO_WINDOW_MS } from './kitchen-steps.js';

describe('kitchen steps', () => {
  it('moves each open status one step on, and refuses when the screen saw another status', () => {
    expect(kitchenAdvance({ status: 'pending' }, 'pending')).toEqual({ to: 'confirmed' });
    expect(kitchenAdvance({ status: 'confirmed' }, 'confirmed')).toEqual({ to: 'preparing' });
    expect(kitchenAdvance({ status: 'preparing' }, 'preparing')).toEqual({ to: 'ready' });
    expect(kitchenAdvance({ status: 'ready' }, 'ready')).toEqual({ to: 'completed' });
    expect(kitchenAdvance({ status: 'preparing' }, 'confirmed')).toEqual({ problem: 'stale' });
    expect(kitchenAdvance({ status: 'completed' }, 'completed')).toEqual({ problem: 'no_next_step' });
    expect(kitchenAdvance({ status: 'abandoned' }, 'abandoned')).toEqual({ problem: 'no_next_step' });
  });

  it('undoes only a tap made within the window', () => {
    const at = new Date('2026-11-27T18:00:00Z');
    const tapped = { status: 'ready' as const, advancedFrom: 'preparing' as const, advancedAt: at };
    expect(kitchenUndo(tapped, new Date(at.getTime() + 4_000))).toBe('preparing');
    expect(kitchenUndo(tapped, new Date(at.getTime() + KITCHEN_UNDO_WINDOW_MS))).toBe('preparing');
    expect(kitchenUndo(tapped, new Date(at.getTime() + KITCHEN_UNDO_WINDOW_MS + 1))).toBeNull();
    expect(kitchenUndo({ ...tapped, advancedFrom: null, advancedAt: null }, at)).toBeNull();
  });

  it('puts collection orders on the board by status, never delivery orders or unpaid online ones', () => {
    const order = { deliveryType: 'collection' as const, paymentMethod: 'collection' as const, isPaid: false };
    expect(boardColumn({ ...order, status: 'pending' })).toBe('preparing');
    expect(boardColumn({ ...order, status: 'confirmed' })).toBe('preparing');
    expect(boardColumn({ ...order, status: 'preparing' })).toBe('preparing');
    expect(boardColumn({ ...order, status: 'ready' })).toBe('ready');
    expect(boardColumn({ ...order, status: 'completed', isPaid: true })).toBeNull();
    expect(boardColumn({ ...order, status: 'abandoned' })).toBeNull();
    expect(boardColumn({ ...order, status: 'pending', paymentMethod: 'online' })).toBeNull();
    expect(boardColumn({ ...order, status: 'pending', paymentMethod: 'online', isPaid: true })).toBe('preparing');
    expect(boardColumn({ ...order, deliveryType: 'delivery', paymentMethod: 'driver', status: 'ready' })).toBeNull();
  });
});
