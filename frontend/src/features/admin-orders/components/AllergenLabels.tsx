import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { describeChoices } from '@walkden/contract/choices';
import { describeAllergens } from '../../../shared/allergens';
import type { AdminOrder, AdminOrderItem } from '../../../shared/orders/admin-orders-api';
import { printOnPage } from './print-page';

/** A 58 mm label printer (one label a page) or an A4 sheet of 21 labels (Avery L7160). */
export type LabelPaper = '58mm' | 'a4';

const PRINT_ROOT = 'allergen-labels-print';
const LABEL = 'allergen-label';
const TYPE_PT = 9;

const PAGE_SIZE: Record<LabelPaper, string> = {
  '58mm': '@page { size: 58mm 40mm; margin: 2mm; }',
  // L7160's own margins (15.15 mm above the first row, 7.2 mm at the sides), so each row lands on its
  // labels; a smaller bottom margin leaves room for exactly seven rows, whatever the rounding.
  a4: '@page { size: A4; margin: 15.15mm 7.2mm 10mm; }',
};

// On paper only the labels show; on screen the print copy stays hidden. Mounted only while the dialog is
// open: its rule hides every other root in body, the kitchen ticket's print copy included.
const printStyles = {
  [`.${PRINT_ROOT}`]: { display: 'none' },
  '@media print': {
    [`body > *:not(.${PRINT_ROOT})`]: { display: 'none !important' },
    // The kitchen ticket's rule (always mounted) hides this root too; the extra element in the selector outranks it.
    [`body > div.${PRINT_ROOT}`]: { display: 'block !important', color: '#000', background: '#fff', fontFamily: 'Arial, Helvetica, sans-serif', fontSize: `${TYPE_PT}pt` },
    // No fixed height and no clipping: a label too long even for the smallest type (labelTypePt) grows rather
    // than losing words, onto the next 58 mm label or into a taller row of the sheet.
    [`.${PRINT_ROOT} .${LABEL}`]: { boxSizing: 'border-box' },
    [`.${PRINT_ROOT}[data-paper="58mm"] .${LABEL}:not(:last-child)`]: { breakAfter: 'page' },
    [`.${PRINT_ROOT}[data-paper="a4"] .allergen-labels-sheet`]: { display: 'grid', gridTemplateColumns: 'repeat(3, 63.5mm)', gridAutoRows: 'minmax(38.1mm, auto)', columnGap: '2.54mm' },
    [`.${PRINT_ROOT}[data-paper="a4"] .${LABEL}`]: { padding: '2mm 3mm', breakInside: 'avoid' },
  },
} as const;

function itemLine(item: AdminOrderItem): string {
  return `${item.quantity} × ${item.name}${item.size ? ` (${item.size})` : ''}`;
}

/**
 * Smaller type for a longer label, so that every word fits rather than being cut: the allergens above
 * all must all show. About 160 characters fit a label at 9 pt; 6.5 pt keeps an x-height near 1.2 mm,
 * the legal minimum for allergen text on packaging, and is as small as it goes.
 */
function labelTypePt(item: AdminOrderItem): number {
  const length = itemLine(item).length + describeChoices(item.choices).length + item.specialInstructions.length + describeAllergens(item.allergens).length;
  if (length <= 160) return TYPE_PT;
  return length <= 260 ? 7.5 : 6.5;
}

/** One order line's label for the bag: which order, what it is, and what it contains as ordered. */
export function AllergenLabel({ orderNumber, item }: { orderNumber: string; item: AdminOrderItem }) {
  return (
    <Box sx={{ fontSize: `${labelTypePt(item) / TYPE_PT}em`, lineHeight: 1.2, overflowWrap: 'anywhere', '& p': { m: 0 } }}>
      <p style={{ fontSize: '0.85em' }}>{orderNumber}</p>
      <p style={{ fontWeight: 700 }}>{itemLine(item)}</p>
      {/* The sauces and extras chosen: what is in the bag, whose allergens are counted below. */}
      {item.choices.length > 0 && <p>{describeChoices(item.choices)}</p>}
      {item.specialInstructions && <p>» {item.specialInstructions}</p>}
      {/* As ordered: the snapshot, not today's menu; worded as the kitchen ticket words it. */}
      <p>
        Allergens: <strong>{describeAllergens(item.allergens)}</strong>
      </p>
    </Box>
  );
}

interface AllergenLabelsDialogProps {
  order: AdminOrder | null;
  paper: LabelPaper;
  onPaperChange: (paper: LabelPaper) => void;
  onClose: () => void;
}

/** A preview of an order's labels, one per line, with Print buttons for the 58 mm label printer and an A4 sheet. */
export function AllergenLabelsDialog({ order, paper, onPaperChange, onClose }: AllergenLabelsDialogProps) {
  const print = (choice: LabelPaper) => {
    onPaperChange(choice);
    printOnPage('allergen-labels-page-size', PAGE_SIZE[choice]);
  };
  const count = order?.items.length ?? 0;
  return (
    <>
      {order && <GlobalStyles styles={printStyles} />}
      <Dialog open={order !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="allergen-labels-title" aria-describedby="allergen-labels-count">
        <DialogTitle id="allergen-labels-title">Allergen labels</DialogTitle>
        <DialogContent dividers>
          <Typography id="allergen-labels-count" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {count} {count === 1 ? 'label' : 'labels'}
          </Typography>
          <Box component="ul" aria-label="Labels" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, typography: 'body2' }}>
            {order?.items.map((item) => (
              <Box component="li" key={item.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
                <AllergenLabel orderNumber={order.orderNumber} item={item} />
              </Box>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => print('58mm')}>Print 58 mm</Button>
          <Button onClick={() => print('a4')}>Print A4 sheet</Button>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      {order &&
        typeof document !== 'undefined' &&
        createPortal(
          <div className={PRINT_ROOT} data-paper={paper}>
            <div className="allergen-labels-sheet">
              {order.items.map((item) => (
                <div className={LABEL} key={item.id}>
                  <AllergenLabel orderNumber={order.orderNumber} item={item} />
                </div>
              ))}
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
