import { jest } from '@jest/globals';
import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadWhenUsed, useOnceTrue, usePreloadOnFirst } from './load-when-used';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('loadWhenUsed', () => {
  it('downloads nothing until asked, then once however often it is asked', async () => {
    const load = jest.fn(async () => Hello);
    const hello = loadWhenUsed(load);
    expect(load).not.toHaveBeenCalled();

    hello.preloadHandlers.onMouseEnter();
    hello.preloadHandlers.onFocus();
    await hello.preload();
    render(
      <Suspense fallback={null}>
        <hello.Component name="Jo" />
      </Suspense>,
    );

    expect(await screen.findByText('Hello Jo')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = jest.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const hello = loadWhenUsed(load);

    await expect(hello.preload()).rejects.toThrow('offline');
    await hello.preload();

    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useOnceTrue', () => {
  it('stays true once its input has been true', () => {
    const { result, rerender } = renderHook(({ active }) => useOnceTrue(active), { initialProps: { active: false } });
    expect(result.current).toBe(false);
    rerender({ active: true });
    expect(result.current).toBe(true);
    act(() => rerender({ active: false }));
    expect(result.current).toBe(true);
  });
});

const SCROLL_OR_TAP = ['scroll', 'pointerdown'] as const;

describe('usePreloadOnFirst', () => {
  it('downloads nothing while the visitor only looks, and starts at the first of its events', () => {
    const load = jest.fn(async () => Hello);
    const hello = loadWhenUsed(load);
    renderHook(() => usePreloadOnFirst(hello, SCROLL_OR_TAP));
    expect(load).not.toHaveBeenCalled();

    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      window.dispatchEvent(new Event('scroll'));
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('listens no more once the page has gone', () => {
    const load = jest.fn(async () => Hello);
    const { unmount } = renderHook(() => usePreloadOnFirst(loadWhenUsed(load), SCROLL_OR_TAP));
    unmount();

    window.dispatchEvent(new Event('scroll'));
    expect(load).not.toHaveBeenCalled();
  });
});
