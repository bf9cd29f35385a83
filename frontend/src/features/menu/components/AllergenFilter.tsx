import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ALLERGEN_LABELS, ALLERGENS } from '../../../shared/allergens';

interface AllergenFilterProps {
  avoided: string[];
  hiddenCount: number;
  onChange(avoided: string[]): void;
}

/** Lets a customer hide dishes containing allergens they avoid (dishes without allergen data are hidden too). */
export function AllergenFilter({ avoided, hiddenCount, onChange }: AllergenFilterProps) {
  return (
    <Stack component="section" aria-label="Allergen filter" sx={{ gap: 1, mb: { xs: 3, md: 4 } }}>
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 800 }}>
        Hide dishes containing
      </Typography>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
        {ALLERGENS.map((allergen) => {
          const on = avoided.includes(allergen);
          return (
            <Chip
              key={allergen}
              label={ALLERGEN_LABELS[allergen]}
              size="small"
              clickable
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => onChange(on ? avoided.filter((candidate) => candidate !== allergen) : [...avoided, allergen])}
            />
          );
        })}
      </Stack>
      {avoided.length > 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          {`${hiddenCount} dish${hiddenCount === 1 ? '' : 'es'} hidden. Dishes without allergen information are hidden too: please ask us about allergens.`}
        </Typography>
      )}
    </Stack>
  );
}
