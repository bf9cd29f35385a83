import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';

export const LEGAL_LAST_UPDATED = 'October 2025';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <>
      <PageHeader title={title} subtitle={`Last updated: ${LEGAL_LAST_UPDATED}`} />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography sx={{ fontSize: '1.1rem', mb: 5 }}>{intro}</Typography>
        <Stack sx={{ gap: 4 }}>
          {sections.map((section, index) => (
            <section key={section.heading}>
              <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
                {`${index + 1}. ${section.heading}`}
              </Typography>
              <Stack sx={{ gap: 1.5, color: 'text.secondary' }}>{section.body}</Stack>
            </section>
          ))}
        </Stack>
      </Container>
    </>
  );
}
