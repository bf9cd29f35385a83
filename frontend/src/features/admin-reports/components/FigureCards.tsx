import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import { formatPence } from '../../../shared/money';
import type { Report, ReportFigures } from '../admin-reports-api';
import { describeChange, ordersText, type Trend } from '../report-format';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';

/** Which way is good news for a figure: more takings are, more refunds are not; a split is neither. */
type Better = 'up' | 'down' | 'neither';

interface Figure {
  label: string;
  value: string;
  /** A second line under the value (the orders behind a sum). */
  detail?: string;
  /** What the change is measured on, now and in the period before. */
  pick: (figures: ReportFigures) => number;
  better: Better;
}

interface CardSpec {
  title: string;
  /** One line under the title, e.g. why the figure is not in the takings. */
  note?: string;
  figures: Figure[];
}

const split = (figures: ReportFigures, label: string, key: 'collection' | 'delivery' | 'online' | 'payLater' | 'paidNow'): Figure => ({
  label,
  value: formatPence(figures[key].pence),
  detail: ordersText(figures[key].orders),
  pick: (f) => f[key].pence,
  better: 'neither',
});

/** The single figures (a row of small cards) and the splits (wider cards of two or three lines). */
function cardsOf({ figures: now }: Report): { singles: CardSpec[]; splits: CardSpec[] } {
  const one = (title: string, figure: Omit<Figure, 'label'>, note?: string): CardSpec => ({ title, note, figures: [{ label: title, ...figure }] });
  return {
    singles: [
      one('Net takings', { value: formatPence(now.netPence), detail: 'Gross less refunds', pick: (f) => f.netPence, better: 'up' }),
      one('Gross', { value: formatPence(now.grossPence), pick: (f) => f.grossPence, better: 'up' }),
      one('Refunds', { value: formatPence(now.refundsPence), pick: (f) => f.refundsPence, better: 'down' }),
      one('Orders', { value: String(now.orders), pick: (f) => f.orders, better: 'up' }),
      one('Average order', { value: formatPence(now.averageOrderPence), pick: (f) => f.averageOrderPence, better: 'up' }),
      one(
        'Abandoned',
        { value: ordersText(now.notTaken.orders), detail: `${formatPence(now.notTaken.pence)}, not in the takings`, pick: (f) => f.notTaken.orders, better: 'down' },
        'Counted apart',
      ),
      one("Drivers' tips", { value: formatPence(now.tipsPence), detail: 'Theirs in full', pick: (f) => f.tipsPence, better: 'neither' }),
    ],
    splits: [
      { title: 'Collection vs delivery', figures: [split(now, 'Collection', 'collection'), split(now, 'Delivery', 'delivery')] },
      { title: 'How they paid', figures: [split(now, 'Online', 'online'), split(now, 'Pay later', 'payLater'), split(now, 'Paid now', 'paidNow')] },
      {
        title: 'New vs returning customers',
        figures: [
          { label: 'New', value: String(now.newCustomers), pick: (f) => f.newCustomers, better: 'up' },
          { label: 'Returning', value: String(now.returningCustomers), pick: (f) => f.returningCustomers, better: 'up' },
        ],
      },
    ],
  };
}

/** The headline figures, each with its change on the period before. */
export function FigureCards({ report }: { report: Report }) {
  const { singles, splits } = cardsOf(report);
  return (
    <Stack spacing={2}>
      {/* One card a line on a phone, two a line on a small tablet, three from a tablet up. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        {singles.map((card) => (
          <FigureCard key={card.title} card={card} report={report} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        {splits.map((card) => (
          <FigureCard key={card.title} card={card} report={report} />
        ))}
      </Box>
    </Stack>
  );
}

function FigureCard({ card, report }: { card: CardSpec; report: Report }) {
  const titleId = useId();
  const single = card.figures.length === 1;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id={titleId} variant="subtitle2" component="h3" color="text.secondary">
          {card.title}
        </Typography>
        {card.note && (
          <Typography variant="caption" color="text.secondary" component="p">
            {card.note}
          </Typography>
        )}
        <Stack spacing={single ? 0 : 1.25} sx={{ mt: single ? 0.5 : 1 }}>
          {card.figures.map((figure) => (
            <FigureLine key={figure.label} figure={figure} single={single} report={report} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function FigureLine({ figure, single, report }: { figure: Figure; single: boolean; report: Report }) {
  const change = describeChange(figure.pick(report.figures), figure.pick(report.previousFigures), report.previousRange);
  return (
    <div>
      {single ? (
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {figure.value}
          {figure.detail && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
              {figure.detail}
            </Typography>
          )}
        </Typography>
      ) : (
        <Typography component="p" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
          <Box component="span" sx={{ minWidth: '5.5em' }}>
            {figure.label}
          </Box>
          <Box component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {figure.value}
          </Box>
          {figure.detail && (
            <Typography component="span" variant="body2" color="text.secondary">
              {figure.detail}
            </Typography>
          )}
        </Typography>
      )}
      <ChangeLine trend={change.trend} text={change.text} spoken={change.spoken} better={figure.better} />
    </div>
  );
}

const TREND_ICONS: Record<Trend, typeof ArrowUpwardIcon> = { up: ArrowUpwardIcon, down: ArrowDownwardIcon, same: RemoveIcon, new: ArrowUpwardIcon };

/** The change in words (and an arrow); green or red only repeats what the words say. */
function ChangeLine({ trend, text, spoken, better }: { trend: Trend; text: string; spoken: string; better: Better }) {
  const Icon = TREND_ICONS[trend];
  const good = (trend === 'up' || trend === 'new') === (better === 'up');
  const color = better === 'neither' || trend === 'same' ? 'text.secondary' : good ? 'success.dark' : 'error.main';
  return (
    <Typography variant="body2" component="p" sx={{ color, display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25 }}>
      <Icon aria-hidden fontSize="inherit" />
      <span aria-hidden>{text}</span>
      <span style={VISUALLY_HIDDEN}>{spoken}</span>
    </Typography>
  );
}
