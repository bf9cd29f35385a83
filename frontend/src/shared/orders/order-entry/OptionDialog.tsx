import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';
import { firstChoiceProblem } from '@walkden/contract/choices';
import { ChoiceGroups } from '../../menu/ChoiceGroups';
import type { MenuItem as MenuItemData, MenuOption } from '../../menu/menu-types';
import { formatPence } from '../../money';
import { optionForKey } from './menu-picker';
import { lineFor, lineLabel } from './order-lines';

interface OptionDialogProps {
  item: MenuItemData | null;
  /** The option (null for an item with only one) and the choices picked in its groups. */
  onChoose: (item: MenuItemData, option: MenuOption | null, choiceIds: string[]) => void;
  onClose: () => void;
}

/**
 * What to add of an item that asks first: which option of several (the first is focused, so arrow
 * keys and Enter choose one, and so does its number or a tap), then, for an item with choice
 * groups, its choices. Focus goes back to the search field when it closes.
 */
export function OptionDialog({ item, onChoose, onClose }: OptionDialogProps) {
  return (
    <Dialog open={item !== null} onClose={onClose} aria-labelledby="option-dialog-title" fullWidth maxWidth="xs">
      {item && <OptionSteps key={item.id} item={item} onChoose={onChoose} onClose={onClose} />}
    </Dialog>
  );
}

function OptionSteps({ item, onChoose, onClose }: { item: MenuItemData } & Omit<OptionDialogProps, 'item'>) {
  const [option, setOption] = useState<MenuOption | null>(null);
  const hasChoices = item.choiceGroups.length > 0;
  // An item of one option goes straight to its choices (its option is then null, as when added at once).
  if (hasChoices && (option || item.options.length <= 1)) {
    return <ChoicesStep item={item} option={option} onBack={item.options.length > 1 ? () => setOption(null) : undefined} onChoose={onChoose} onClose={onClose} />;
  }
  const choose = (chosen: MenuOption) => (hasChoices ? setOption(chosen) : onChoose(item, chosen, []));
  return <OptionStep item={item} onChoose={choose} onClose={onClose} />;
}

function OptionStep({ item, onChoose, onClose }: { item: MenuItemData; onChoose: (option: MenuOption) => void; onClose: () => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    const option = optionForKey(item, event.key);
    if (!option) return;
    event.preventDefault();
    onChoose(option);
  };
  return (
    <>
      <DialogTitle id="option-dialog-title">{`${item.name}: which one?`}</DialogTitle>
      <DialogContent sx={{ px: 1, pb: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, pb: 1 }}>
          Arrow keys and Enter, or the number.
        </Typography>
        <MenuList autoFocusItem aria-label={`Options of ${item.name}`} onKeyDown={onKeyDown}>
          {item.options.map((option, index) => (
            <MenuItem key={option.id} disabled={option.soldOut} onClick={() => onChoose(option)} sx={{ minHeight: 48, gap: 1.5 }}>
              <Box component="span" aria-hidden sx={{ fontWeight: 700, color: 'text.secondary', minWidth: 16 }}>
                {index + 1}
              </Box>
              <ListItemText primary={option.name} />
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {option.soldOut ? 'Sold out' : formatPence(option.pricePence)}
              </Typography>
            </MenuItem>
          ))}
        </MenuList>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}

interface ChoicesStepProps extends Omit<OptionDialogProps, 'item'> {
  item: MenuItemData;
  option: MenuOption | null;
  /** Back to the options, for an item with several. */
  onBack?: () => void;
}

/** The item's choice groups (the customer's own picker), with the line's price on the Add button. */
function ChoicesStep({ item, option, onBack, onChoose, onClose }: ChoicesStepProps) {
  const [choiceIds, setChoiceIds] = useState<string[]>([]);
  const [attempts, setAttempts] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // The option list had the focus; it is gone, so the first choice takes it.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  const line = lineFor(item, option, choiceIds);

  return (
    <Box
      component="form"
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        if (firstChoiceProblem(item.choiceGroups, choiceIds)) setAttempts((count) => count + 1);
        else onChoose(item, option, line.choiceIds);
      }}
    >
      <DialogTitle id="option-dialog-title">{lineLabel({ ...line, choices: [] })}</DialogTitle>
      <DialogContent>
        <ChoiceGroups groups={item.choiceGroups} chosenIds={choiceIds} onChange={setChoiceIds} attempts={attempts} halfPriceRule={item.halfPriceRule} />
      </DialogContent>
      <DialogActions>
        {onBack && <Button onClick={onBack}>Back</Button>}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">{`Add · ${formatPence(line.unitPricePence)}`}</Button>
      </DialogActions>
    </Box>
  );
}
