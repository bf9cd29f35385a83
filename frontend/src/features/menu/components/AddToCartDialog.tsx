import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { firstChoiceProblem } from '@walkden/contract/choices';
import { formatPence } from '../../../shared/money';
import { allergensAsOrdered } from '../../../shared/allergens';
import type { CartPick } from '../../../shared/cart/cart-types';
import type { AddOutcome } from '../../../shared/cart/useCart';
import { ChoiceGroups } from '../../../shared/menu/ChoiceGroups';
import { chosenChoices, choicesPricePence } from '../../../shared/menu/choice-selection';
import { preselectedOptionId } from '../menu-pricing';
import type { MenuItem } from '../../../shared/menu/menu-types';
import { AllergenInfo } from './AllergenInfo';

interface AddToCartDialogProps {
  /** The item being added; it stays set while the dialog animates closed. */
  item: MenuItem | null;
  open: boolean;
  onClose(): void;
  /** After the closing animation: the parent forgets the item, so the next open starts afresh. */
  onExited(): void;
  onAdd(item: MenuItem, pick: CartPick): Promise<AddOutcome>;
}

/** SPEC section 2: 'Add {item} to Cart' with its options, its choices (issue 28), special instructions and the Add button. */
export function AddToCartDialog({ item, open, onClose, onExited, onAdd }: AddToCartDialogProps) {
  return (
    <Dialog open={open && item !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-to-cart-title" slotProps={{ transition: { onExited } }}>
      {item && <AddToCartForm key={item.id} item={item} onClose={onClose} onAdd={onAdd} />}
    </Dialog>
  );
}

function AddToCartForm({ item, onClose, onAdd }: { item: MenuItem } & Pick<AddToCartDialogProps, 'onClose' | 'onAdd'>) {
  const [optionId, setOptionId] = useState<string | null>(() => preselectedOptionId(item.options.filter((option) => !option.soldOut)));
  const [choiceIds, setChoiceIds] = useState<string[]>([]);
  // Presses of Add with a group out of bounds: from the first, the groups say what they lack.
  const [attempts, setAttempts] = useState(0);
  // The api's own refusal of the choices (CHOICES_INVALID), said here rather than in a toast over the button.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [instructions, setInstructions] = useState('');
  const [adding, setAdding] = useState(false);
  const optionsLabelId = useId();
  const needsOption = item.options.length > 0 && !optionId;
  const option = item.options.find((candidate) => candidate.id === optionId);
  const chosen = chosenChoices(item.choiceGroups, choiceIds);
  const addLabel = option ? `Add to Cart · ${formatPence(option.pricePence + choicesPricePence(chosen, item.halfPriceRule))}` : 'Add to Cart';

  const add = async () => {
    if (firstChoiceProblem(item.choiceGroups, choiceIds)) {
      setAttempts((count) => count + 1);
      return;
    }
    setAdding(true);
    setRefusal(null);
    const outcome = await onAdd(item, { optionId, choices: chosen, choicesPricePence: choicesPricePence(chosen, item.halfPriceRule), instructions });
    setAdding(false);
    if (outcome.added) {
      setOptionId(preselectedOptionId(item.options.filter((option) => !option.soldOut)));
      setChoiceIds([]);
      setAttempts(0);
      setInstructions('');
      onClose();
    } else if (outcome.problem) {
      setRefusal(outcome.problem);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!adding && !needsOption) void add();
      }}
    >
      <DialogTitle id="add-to-cart-title" sx={{ pr: 6 }}>{`Add ${item.name} to Cart`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        {item.description && <Typography color="text.secondary">{item.description}</Typography>}
        {item.options.length > 0 && (
          <FormControl>
            <FormLabel id={optionsLabelId} sx={{ fontWeight: 800, color: 'text.primary', mb: 1, '&.Mui-focused': { color: 'text.primary' } }}>
              Choose Option
            </FormLabel>
            <RadioGroup aria-labelledby={optionsLabelId} value={optionId ?? ''} onChange={(event) => setOptionId(event.target.value)}>
              {item.options.map((option) => (
                <FormControlLabel
                  key={option.id}
                  value={option.id}
                  control={<Radio />}
                  disabled={option.soldOut}
                  label={
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%' }}>
                      <span>{option.name}</span>
                      <Box component="span" sx={{ fontWeight: 800 }}>
                        {option.soldOut ? 'Sold out' : formatPence(option.pricePence)}
                      </Box>
                    </Box>
                  }
                  sx={{
                    mx: 0,
                    px: 1,
                    borderRadius: 3,
                    border: 1,
                    borderColor: optionId === option.id ? 'primary.main' : 'divider',
                    bgcolor: optionId === option.id ? 'rgba(179, 38, 30, 0.04)' : 'transparent',
                    mb: 1,
                    '& .MuiFormControlLabel-label': { flex: 1 },
                  }}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {item.choiceGroups.length > 0 && <ChoiceGroups groups={item.choiceGroups} chosenIds={choiceIds} onChange={setChoiceIds} attempts={attempts} halfPriceRule={item.halfPriceRule} />}
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <AllergenInfo
          allergens={allergensAsOrdered(item.allergens, [...(option?.allergens ?? []), ...chosen.flatMap((choice) => choice.allergens)])}
          optionAllergens={optionId ? [] : item.options.flatMap((option) => option.allergens)}
          dietaryLabels={item.dietaryLabels}
        />
        <TextField
          label="Special Instructions (Optional)"
          placeholder="Any special requests or modifications..."
          multiline
          rows={3}
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={adding || needsOption}>
          {adding ? 'Adding...' : addLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
