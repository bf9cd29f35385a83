import { act, screen } from '@testing-library/react';
import { notify } from '../../shared/notifications/notifications-slice';
import { renderApp } from '../../test/render-app';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { Notifier, TOAST_ANCHOR } from './Notifier';

describe('Notifier', () => {
  it('shows a toast at the bottom, away from the header and its cart button, and announces it', async () => {
    const { store } = await renderApp({ path: '/' });
    act(() => {
      store.dispatch(notify({ severity: 'success', title: 'Added to cart', message: 'Fries' }));
    });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Added to cart');
    expect(TOAST_ANCHOR).toEqual({ vertical: 'bottom', horizontal: 'left' });
    const snackbar = toast.closest('.MuiSnackbar-root');
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginBottomLeft');
    expect(snackbar?.className).not.toMatch(/anchorOriginTop/);
  });

  it('shows a toast raised over an open dialog at the top, clear of its buttons, and announces it though the dialog hides the page', async () => {
    const { store } = await renderApp({
      path: '/',
      routes: [
        {
          path: '/',
          element: (
            <>
              <Notifier />
              <Dialog open aria-labelledby="order-title">
                <DialogTitle id="order-title">Order WK-AAAAAA</DialogTitle>
                <Button>Close</Button>
              </Dialog>
            </>
          ),
        },
      ],
    });
    expect(await screen.findByRole('dialog', { name: 'Order WK-AAAAAA' })).toBeVisible();
    act(() => {
      store.dispatch(notify({ severity: 'success', title: 'Refund made', message: '£4.50 to the card.', overDialog: true }));
    });

    // Found among what screen readers are given (not hidden with the page behind the dialog).
    const snackbar = (await screen.findByRole('alert')).closest('.MuiSnackbar-root');
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
    expect(snackbar?.className).not.toMatch(/anchorOriginBottom/);
  });

  it('goes away when the customer taps elsewhere, such as the cart button', async () => {
    const { store } = await renderApp({ path: '/' });
    act(() => {
      store.dispatch(notify({ severity: 'success', title: 'Welcome back!' }));
    });
    await screen.findByRole('alert');
    // The Snackbar's click-away listener reacts to clicks that start after it opened.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    act(() => {
      screen.getByRole('button', { name: /Open cart/ }).click();
    });
    // hidden: the cart panel hides the rest of the page from the accessibility tree, the toast with it.
    expect(screen.queryByRole('alert', { hidden: true })).not.toBeInTheDocument();
  });
});
