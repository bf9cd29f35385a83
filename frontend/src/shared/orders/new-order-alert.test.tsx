import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useSoundMuted } from './new-order-alert';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('useSoundMuted', () => {
  it('keeps the choice in this device’s storage, for every screen that follows it', () => {
    const counter = renderHook(() => useSoundMuted());
    const kitchen = renderHook(() => useSoundMuted());
    expect(counter.result.current[0]).toBe(false);

    act(() => counter.result.current[1](true));
    expect(kitchen.result.current[0]).toBe(true);
    expect(window.localStorage.getItem('admin-orders-sound-muted')).toBe('true');
  });

  it('still switches for this visit where storage reads but refuses to write (private mode)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useSoundMuted());

    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
  });
});
