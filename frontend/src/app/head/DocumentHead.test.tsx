import { act, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('DocumentHead', () => {
  it('updates the title, description and canonical URL on client navigation', async () => {
    const { router } = await renderApp({ path: '/' });
    await waitFor(() => expect(document.title).toBe('Walkden Fried Chicken & Pizza | Fried Chicken, Pizza and Smash Burgers'));
    expect(canonical()).toBe('https://walkden.example/');
    expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull();

    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(document.title).toBe('Contact, Opening Hours and Directions | Walkden Fried Chicken & Pizza'));
    expect(canonical()).toBe('https://walkden.example/contact');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();

    await act(() => router.navigate('/auth'));
    await waitFor(() => expect(document.title).toBe('Sign In | Walkden Fried Chicken & Pizza'));
    expect(canonical()).toBeUndefined();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
