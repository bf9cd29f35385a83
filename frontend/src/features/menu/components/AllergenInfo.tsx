import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { describeAllergens, NO_ALLERGEN_DATA } from '../../../shared/allergens';

const DIETARY_TEXT: Record<string, string> = { vegetarian: 'Vegetarian', vegan: 'Vegan', halal: 'Halal' };

interface AllergenInfoProps {
  allergens: readonly string[];
  /** Allergens only some options add ("Some options also contain"). */
  optionAllergens?: readonly string[];
  dietaryLabels?: readonly string[];
  dense?: boolean;
}

/** UK allergen information before purchase: what the dish contains, or 'Ask us about allergens' when nothing was recorded. */
export function AllergenInfo({ allergens, optionAllergens = [], dietaryLabels = [], dense = false }: AllergenInfoProps) {
  const extra = optionAllergens.filter((allergen) => !allergens.includes(allergen));
  const known = allergens.length > 0 || extra.length > 0;
  return (
    <Stack sx={{ gap: 0.5 }}>
      {dietaryLabels.length > 0 && (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          {dietaryLabels.map((label) => (
            <Chip key={label} label={DIETARY_TEXT[label] ?? label} size="small" color="success" variant="outlined" sx={{ height: 22 }} />
          ))}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ fontSize: dense ? '0.8rem' : undefined }}>
        {!known
          ? NO_ALLERGEN_DATA
          : `${allergens.length > 0 ? `Contains: ${describeAllergens(allergens)}` : ''}${allergens.length > 0 && extra.length > 0 ? '. ' : ''}${extra.length > 0 ? `Some options also contain: ${describeAllergens(extra)}` : ''}`}
      </Typography>
    </Stack>
  );
}
