import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { choiceGroupProblem, type HalfPriceRule } from '@walkden/contract/choices';
import { describeAllergens } from '../allergens';
import { formatPence } from '../money';
import { chosenInGroup, groupHint, halvesPriceNote, isGroupFull, withChoiceTicked, withOnlyChoice } from './choice-selection';
import type { MenuChoice, MenuChoiceGroup } from './menu-types';

interface ChoiceGroupsProps {
  /** The item's groups, in display order. */
  groups: readonly MenuChoiceGroup[];
  chosenIds: readonly string[];
  onChange(chosenIds: string[]): void;
  /**
   * How many times Add was pressed with a group out of bounds. From the first, each such group says
   * what it lacks; each press takes the focus to the first of them.
   */
  attempts: number;
  /** A half-and-half's price rule, said above its groups. */
  halfPriceRule?: HalfPriceRule;
}

/**
 * An item's choice groups ("Choose your sauce", "Extras"), each a fieldset: radios for a group of
 * at most one (with "None" when it is optional), checkboxes otherwise, disabled once it is full.
 * The caller holds the ids and checks them with firstChoiceProblem, the api's own rule.
 */
export function ChoiceGroups({ groups, chosenIds, onChange, attempts, halfPriceRule = 'dearer' }: ChoiceGroupsProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempts === 0) return;
    const first = container.current?.querySelector<HTMLElement>('fieldset[data-problem]');
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    first?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
  }, [attempts]);

  const halvesNote = halvesPriceNote(groups, halfPriceRule);
  return (
    <Box ref={container} sx={{ display: 'grid', gap: 2.5 }}>
      {halvesNote && (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {`Two halves on one base. ${halvesNote}`}
        </Typography>
      )}
      {groups.map((group) => (
        <ChoiceGroupField key={group.id} group={group} chosenIds={chosenIds} onChange={onChange} showProblem={attempts > 0} />
      ))}
    </Box>
  );
}

function ChoiceGroupField({ group, chosenIds, onChange, showProblem }: { group: MenuChoiceGroup; showProblem: boolean } & Pick<ChoiceGroupsProps, 'chosenIds' | 'onChange'>) {
  const id = useId();
  const problem = showProblem ? choiceGroupProblem(group, chosenInGroup(group, chosenIds)) : null;
  const full = isGroupFull(group, chosenIds);
  return (
    <FormControl
      component="fieldset"
      error={problem !== null}
      data-problem={problem === null ? undefined : ''}
      aria-describedby={problem === null ? `${id}-hint` : `${id}-hint ${id}-problem`}
      sx={{ scrollMarginBlock: 24 }}
    >
      {/* Floated, so that the hint sits beside the name instead of under the fieldset's legend line. */}
      <FormLabel component="legend" id={`${id}-legend`} sx={{ float: 'left', mr: 1, fontWeight: 800, color: 'text.primary', '&.Mui-focused, &.Mui-error': { color: 'text.primary' } }}>
        {group.name}
      </FormLabel>
      <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {groupHint(group, chosenIds)}
      </Typography>
      <Box sx={{ clear: 'both', mt: 0.5 }}>
        {group.maxChoices === 1 ? (
          <RadioGroup
            aria-labelledby={`${id}-legend`}
            value={group.choices.find((choice) => chosenIds.includes(choice.id))?.id ?? ''}
            onChange={(event) => onChange(withOnlyChoice(group, chosenIds, event.target.value || null))}
          >
            {group.minChoices === 0 && <ChoiceRow value="" control={<Radio />} label="None" />}
            {group.choices.map((choice) => (
              <ChoiceRow key={choice.id} value={choice.id} control={<Radio />} disabled={choice.soldOut} label={<ChoiceLabel choice={choice} />} />
            ))}
          </RadioGroup>
        ) : (
          <FormGroup>
            {group.choices.map((choice) => {
              const checked = chosenIds.includes(choice.id);
              return (
                <ChoiceRow
                  key={choice.id}
                  control={<Checkbox checked={checked} onChange={(event) => onChange(withChoiceTicked(group, chosenIds, choice.id, event.target.checked))} />}
                  disabled={!checked && (full || choice.soldOut)}
                  label={<ChoiceLabel choice={choice} />}
                />
              );
            })}
          </FormGroup>
        )}
      </Box>
      {problem && (
        <FormHelperText id={`${id}-problem`} sx={{ mx: 0, fontWeight: 700 }}>
          {problem}
        </FormHelperText>
      )}
    </FormControl>
  );
}

function ChoiceRow(props: { value?: string; control: ReactElement; label: ReactNode; disabled?: boolean }) {
  return <FormControlLabel {...props} sx={{ mx: 0, '& .MuiFormControlLabel-label': { flex: 1 } }} />;
}

/** The choice's name, what it adds to the price, and what it contains. */
function ChoiceLabel({ choice }: { choice: MenuChoice }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <span>
        {choice.name}
        {choice.allergens.length > 0 && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {`Contains: ${describeAllergens(choice.allergens)}`}
          </Typography>
        )}
      </span>
      {choice.soldOut ? (
        <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          Sold out
        </Box>
      ) : (
        choice.pricePence > 0 && (
          <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {`+${formatPence(choice.pricePence)}`}
          </Box>
        )
      )}
    </Box>
  );
}
