import { createPortal } from 'react-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Box from '@mui/material/Box';
import { describeAllergens } from '../../../shared/allergens';
import { formatPence } from '../../../shared/money';
import type { AdminOrder } from '../../../shared/orders/admin-orders-api';
import { choiceLine, formatDateTime, orderDayLabel, paymentMethodLabel, paymentStatusLabel, slotLabel, typeLabel } from '../../../shared/orders/order-format';
import { printOnPage } from './print-page';

export type TicketPaper = 'receipt' | 'a4';

const PRINT_ROOT = 'kitchen-ticket-print';

// On paper only the ticket shows; on screen the print copy stays hidden. The page size follows the
// paper chosen (data-paper on the print copy): an 80 mm receipt roll or an A4 sheet.
const printStyles = {
  [`.${PRINT_ROOT}`]: { display: 'none' },
  '@media print': {
    'body > *:not(.kitchen-ticket-print)': { display: 'none !important' },
    [`.${PRINT_ROOT}`]: { display: 'block', color: '#000', background: '#fff' },
    [`.${PRINT_ROOT}[data-paper="receipt"]`]: { width: '72mm', fontSize: '11pt', fontFamily: 'monospace' },
    [`.${PRINT_ROOT}[data-paper="a4"]`]: { width: '100%', fontSize: '13pt', fontFamily: 'Arial, Helvetica, sans-serif' },
  },
} as const;

/** The ticket itself: what the kitchen and the driver need, nothing else. */
export function KitchenTicketBody({ order }: { order: AdminOrder }) {
  const day = orderDayLabel(order);
  return (
    <Box sx={{ '& h2, & p': { m: 0 }, '& ul': { listStyle: 'none', p: 0, my: 1 }, '& li': { mb: 0.5 } }}>
      <h2 style={{ fontSize: '1.6em' }}>{order.orderNumber}</h2>
      <p style={{ fontSize: '1.3em', fontWeight: 700 }}>
        {typeLabel(order).toUpperCase()} · {slotLabel(order)}
      </p>
      {day && <p style={{ fontSize: '1.3em', fontWeight: 700 }}>{day.toUpperCase()}</p>}
      <p>Placed {formatDateTime(order.createdAt)}</p>
      <hr />
      <ul>
        {order.items.map((item) => (
          <li key={item.id}>
            <strong>
              {item.quantity} × {item.name}
            </strong>
            {item.size ? ` (${item.size})` : ''}
            {/* Each choice on a line of its own, as the printed ticket has it: the cook reads down the list. */}
            {item.choices.map((choice) => (
              <div key={`${choice.group}/${choice.name}`}>{choiceLine(choice)}</div>
            ))}
            {item.specialInstructions && <div>» {item.specialInstructions}</div>}
            {/* As ordered: the snapshot, not today's menu. */}
            <div>Allergens: {describeAllergens(item.allergens)}</div>
          </li>
        ))}
      </ul>
      {order.specialInstructions && <p>Order note: {order.specialInstructions}</p>}
      <hr />
      <p>{order.customer.name}</p>
      <p>{order.customer.phone}</p>
      {order.deliveryAddress && <p>{order.deliveryAddress}</p>}
      <hr />
      <p style={{ fontWeight: 700 }}>
        {formatPence(order.totalPence)} · {paymentStatusLabel(order)} · {paymentMethodLabel(order)}
      </p>
      {/* As the printed ticket says it (kitchen-ticket.ts): paid, then made dearer by staff, the counter or the driver takes the difference. */}
      {order.isPaid && order.balanceDuePence > 0 && <p style={{ fontSize: '1.3em', fontWeight: 700 }}>{formatPence(order.balanceDuePence)} TO COLLECT</p>}
    </Box>
  );
}

const PAGE_SIZE: Record<TicketPaper, string> = { receipt: '@page { size: 80mm auto; margin: 4mm; }', a4: '@page { size: A4; margin: 15mm; }' };

interface KitchenTicketDialogProps {
  order: AdminOrder | null;
  paper: TicketPaper;
  onPaperChange: (paper: TicketPaper) => void;
  onClose: () => void;
}

/** A preview of the ticket with Print buttons for the receipt printer (80 mm) and for A4. */
export function KitchenTicketDialog({ order, paper, onPaperChange, onClose }: KitchenTicketDialogProps) {
  const print = (choice: TicketPaper) => {
    onPaperChange(choice);
    printOnPage('kitchen-ticket-page-size', PAGE_SIZE[choice]);
  };
  return (
    <>
      <GlobalStyles styles={printStyles} />
      <Dialog open={order !== null} onClose={onClose} maxWidth="xs" fullWidth>
        <DialogTitle>Kitchen ticket</DialogTitle>
        <DialogContent dividers sx={{ fontFamily: 'monospace' }}>{order && <KitchenTicketBody order={order} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => print('receipt')}>Print 80 mm</Button>
          <Button onClick={() => print('a4')}>Print A4</Button>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      {order &&
        typeof document !== 'undefined' &&
        createPortal(
          <div className={PRINT_ROOT} data-paper={paper}>
            <KitchenTicketBody order={order} />
          </div>,
          document.body,
        )}
    </>
  );
}
