import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export interface CustomerDetails {
  name: string;
  email: string;
  phone: string;
  specialInstructions: string;
}

interface CustomerInfoFieldsProps {
  value: CustomerDetails;
  onChange: (value: CustomerDetails) => void;
}

/** Name, e-mail and phone (required) and the order's special instructions. */
export function CustomerInfoFields({ value, onChange }: CustomerInfoFieldsProps) {
  const field = (key: keyof CustomerDetails) => ({
    value: value[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...value, [key]: event.target.value }),
  });

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <TextField label="Full Name" required autoComplete="name" {...field('name')} sx={{ gridColumn: { sm: '1 / -1' } }} />
      <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
      <TextField label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
      <TextField
        label="Special Instructions"
        multiline
        minRows={3}
        placeholder="Allergies, requests for the kitchen..."
        {...field('specialInstructions')}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
