import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { ALLERGEN_LABELS, ALLERGENS, DIETARY_LABELS, type Allergen, type DietaryLabel } from '../../../shared/allergens';

const DIETARY_TEXT: Record<string, string> = { vegetarian: 'Vegetarian', vegan: 'Vegan', halal: 'Halal' };

function toggle<T extends string>(values: readonly T[], value: T, on: boolean): T[] {
  return on ? [...values, value] : values.filter((candidate) => candidate !== value);
}

interface AllergenPickerProps {
  label: string;
  value: Allergen[];
  onChange(value: Allergen[]): void;
  dense?: boolean;
}

/** The UK's 14 regulated allergens as checkboxes. None ticked means no data: customers see 'Ask us about allergens'. */
export function AllergenPicker({ label, value, onChange, dense = false }: AllergenPickerProps) {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row sx={{ columnGap: 1 }}>
        {ALLERGENS.map((allergen) => (
          <FormControlLabel
            key={allergen}
            control={<Checkbox size={dense ? 'small' : 'medium'} checked={value.includes(allergen)} onChange={(event) => onChange(toggle(value, allergen, event.target.checked))} />}
            label={ALLERGEN_LABELS[allergen]}
            sx={{ minWidth: dense ? 0 : 200 }}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

export function DietaryLabelPicker({ value, onChange }: { value: DietaryLabel[]; onChange(value: DietaryLabel[]): void }) {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Dietary labels</FormLabel>
      <FormGroup row>
        {DIETARY_LABELS.map((labelCode) => (
          <FormControlLabel
            key={labelCode}
            control={<Checkbox checked={value.includes(labelCode)} onChange={(event) => onChange(toggle(value, labelCode, event.target.checked))} />}
            label={DIETARY_TEXT[labelCode]}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
