import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResultIcon, type ResultTone } from '../../../components/ResultIcon';


export interface ResultLink {
  label: string;
  to: string;
  primary?: boolean;
}

interface PaymentResultProps {
  tone: ResultTone;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  links: ResultLink[];
}

/** The centred card every payment return state uses: an icon, a heading, what happened and where to go. */
export function PaymentResult({ tone, icon, title, children, links }: PaymentResultProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ maxWidth: 640, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <ResultIcon tone={tone}>{icon}</ResultIcon>
          <Typography variant="h4" component="h1" sx={{ mb: 1.5 }}>
            {title}
          </Typography>
          <Stack spacing={1.5} sx={{ color: 'text.secondary', mb: 3 }}>
            {children}
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            useFlexGap
            sx={{ gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}
          >
            {links.map((link) => (
              <Button
                key={link.to}
                component={RouterLink}
                to={link.to}
                variant={link.primary ? 'contained' : 'outlined'}
                size="large"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {link.label}
              </Button>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
