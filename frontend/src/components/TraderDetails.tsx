import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Restaurant } from '../shared/restaurant/restaurant';

/** The trader's identity a UK site must show (E-Commerce Regulations 2002, Companies Act 2006). */
export function traderLines(trader: Restaurant['trader']): string[] {
  const company =
    trader.companyNumber === null
      ? `${trader.legalName}`
      : `${trader.legalName}, registered in ${trader.registeredIn ?? 'England and Wales'}, company number ${trader.companyNumber}`;
  return [
    company,
    `${trader.companyNumber === null ? 'Business address' : 'Registered office'}: ${trader.registeredOffice}`,
    trader.vatNumber === null ? 'Not registered for VAT' : `VAT registration number ${trader.vatNumber}`,
  ];
}

export function TraderDetails({ trader, sx }: { trader: Restaurant['trader']; sx?: SxProps<Theme> }) {
  return (
    <Typography variant="caption" component="p" data-testid="trader-details" sx={sx}>
      {traderLines(trader).join(' · ')}
    </Typography>
  );
}
