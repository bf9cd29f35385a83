import { useCallback, type Dispatch, type SetStateAction } from 'react';
import Box from '@mui/material/Box';
import { TextInput } from '../../../components/TextInput';
import { NoteField } from '../../../shared/forms/NoteField';

export interface CustomerDetails {
  name: string;
  email: string;
  phone: string;
  specialInstructions: string;
}

interface CustomerInfoFieldsProps {
  value: CustomerDetails;
  /** The details' state setter: each field changes its own key of the current details. */
  onChange: Dispatch<SetStateAction<CustomerDetails>>;
}

const FULL_ROW = { gridColumn: '1 / -1' } as const;

/** Name, e-mail and phone (required) and the order's special instructions. */
export function CustomerInfoFields({ value, onChange }: CustomerInfoFieldsProps) {
  const field = (key: keyof CustomerDetails) => ({
    value: value[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = event.target.value;
      onChange((current) => ({ ...current, [key]: text }));
    },
  });
  // The instructions field renders again only when they change, not on each key of a name (see NoteField).
  const onInstructions = useCallback((specialInstructions: string) => onChange((current) => ({ ...current, specialInstructions })), [onChange]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <TextInput label="Full Name" required autoComplete="name" {...field('name')} sx={{ gridColumn: { sm: '1 / -1' } }} />
      <TextInput label="Email" type="email" required autoComplete="email" {...field('email')} />
      <TextInput label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
      <NoteField label="Special Instructions" minRows={3} placeholder="Allergies, requests for the kitchen..." value={value.specialInstructions} onValueChange={onInstructions} sx={FULL_ROW} />
    </Box>
  );
}
