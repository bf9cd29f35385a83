import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { ALLERGEN_LABELS, ALLERGENS, DIETARY_LABELS } from '@walkden/backend/allergens';

const DIETARY_TEXT: Record<string, string> = { vegetarian: 'Vegetarian', vegan: 'Vegan', halal: 'Halal' };

function toggle(values: readonly string[], value: string, on: boolean): string[] {
  return on ? [...values, value] : values.filter((candidate) => candidate !== value);
}

interface AllergenPickerProps {
  label: string;
  value: string[];
  onChange(value: string[]): void;
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

export function DietaryLabelPicker({ value, onChange }: Pick<AllergenPickerProps, 'value' | 'onChange'>) {
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
