import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { MenuItem, MenuOption, MenuResponse } from '../../menu/menu-types';
import { formatPence } from '../../money';
import { asksBeforeAdding, filterEntries, firstSelectable, moveHighlight, pickerEntries, type PickerEntry } from './menu-picker';
import { lineFor, lineLabel } from './order-lines';
import { OptionDialog } from './OptionDialog';

interface MenuPickerProps {
  /** The results list's id, and the start of its options' ids: one of its own per screen that holds a picker. */
  listId?: string;
  menu: MenuResponse | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** An item to add: with the option chosen (null for an item with only one) and the choices picked in its groups. */
  onAdd: (item: MenuItem, option: MenuOption | null, choiceIds: string[]) => void;
}

function priceLabel(entry: PickerEntry): string {
  if (entry.blockedBy) return entry.blockedBy;
  const { item } = entry;
  if (item.lowestPricePence === null) return '';
  return item.options.length > 1 ? `from ${formatPence(item.lowestPricePence)}` : formatPence(item.lowestPricePence);
}

/**
 * The menu to take an order from: a search field (focused when the screen opens) whose arrow keys
 * move the highlight through the results and whose Enter adds the highlighted item, category chips,
 * and the results, each a tap away. Sold-out items are listed, disabled.
 */
export function MenuPicker({ listId = 'new-order-menu-items', menu, isLoading, isError, onRetry, onAdd }: MenuPickerProps) {
  // Fixed ids, not useId: the admin page is rendered on the server first, and an id that differs
  // there would stay in the aria-controls the server wrote.
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [asking, setAsking] = useState<MenuItem | null>(null);
  const [added, setAdded] = useState('');

  const entries = useMemo(() => pickerEntries(menu), [menu]);
  const results = useMemo(() => filterEntries(entries, query, categoryId), [entries, query, categoryId]);
  // The highlight follows the item, not its place: a sold-out change or a new filter cannot move it onto another one.
  const kept = results.findIndex((entry) => entry.item.id === highlightId && entry.blockedBy === null);
  const highlight = kept >= 0 ? kept : firstSelectable(results);
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (highlight >= 0) document.getElementById(`${listId}-${highlight}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [highlight, listId]);

  const add = (item: MenuItem, option: MenuOption | null, choiceIds: string[]) => {
    onAdd(item, option, choiceIds);
    setAdded(`Added ${lineLabel(lineFor(item, option, choiceIds))}.`);
    setAsking(null);
    setQuery('');
    setHighlightId(null);
  };

  const choose = (entry: PickerEntry | undefined) => {
    if (!entry || entry.blockedBy) return;
    if (asksBeforeAdding(entry.item)) setAsking(entry.item);
    else add(entry.item, null, []);
  };

  /** The search field's keys, and the list's when it has the focus itself (Tab reaches it, to scroll it). */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = moveHighlight(results, highlight, event.key === 'ArrowDown' ? 1 : -1);
      setHighlightId(next >= 0 ? results[next].item.id : null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results[highlight]);
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
    }
  };

  return (
    <Paper component="section" aria-labelledby={`${listId}-heading`} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Typography id={`${listId}-heading`} variant="h6" component="h3">
        Menu
      </Typography>
      <TextField
        label="Search the menu"
        value={query}
        autoFocus
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
          setHighlightId(null);
        }}
        onKeyDown={onKeyDown}
        helperText="Type to filter, arrow keys to move, Enter to add."
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
          htmlInput: {
            role: 'combobox',
            // No listbox while nothing matches (the message says so instead).
            'aria-expanded': results.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': highlight >= 0 ? optionId(highlight) : undefined,
            enterKeyHint: 'done',
          },
        }}
      />
      {menu && menu.categories.length > 1 && (
        <Stack
          role="group"
          aria-label="Categories"
          direction="row"
          sx={{ gap: 1, flexWrap: { xs: 'nowrap', lg: 'wrap' }, overflowX: { xs: 'auto', lg: 'visible' }, pb: { xs: 0.5, lg: 0 }, mx: { xs: -0.5, lg: 0 }, px: { xs: 0.5, lg: 0 } }}
        >
          {[{ id: null, displayName: 'All' }, ...menu.categories].map((category) => {
            const chosen = categoryId === category.id;
            return (
              <Chip
                key={category.id ?? 'all'}
                label={category.displayName}
                clickable
                color={chosen ? 'primary' : 'default'}
                variant={chosen ? 'filled' : 'outlined'}
                aria-pressed={chosen}
                onClick={() => {
                  setCategoryId(category.id);
                  setHighlightId(null);
                }}
                sx={{ flexShrink: 0, minHeight: 40 }}
              />
            );
          })}
        </Stack>
      )}
      <Box role="status" aria-live="polite" sx={{ minHeight: '1.5em', color: 'text.secondary', typography: 'body2' }}>
        {added}
      </Box>
      {isLoading ? (
        <CircularProgress aria-label="Loading the menu" sx={{ alignSelf: 'center', my: 4 }} />
      ) : isError && !menu ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          The menu could not be loaded.
        </Alert>
      ) : results.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', p: 2, minHeight: 200 }}>{menu && entries.length === 0 ? 'The menu has no items.' : `No item matches “${query}”.`}</Typography>
      ) : (
        <List
          id={listId}
          role="listbox"
          aria-label="Menu items"
          aria-activedescendant={highlight >= 0 ? optionId(highlight) : undefined}
          tabIndex={0}
          onKeyDown={onKeyDown}
          dense
          sx={{
            overflowY: 'auto',
            maxHeight: { xs: '45vh', lg: 'calc(100vh - 400px)' },
            minHeight: 200,
            py: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {results.map((entry, index) => (
            <ListItemButton
              key={entry.item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlight}
              aria-disabled={entry.blockedBy !== null}
              disabled={entry.blockedBy !== null}
              selected={index === highlight}
              tabIndex={-1}
              // A tap adds it without taking the focus from the search field.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(entry)}
              sx={{ minHeight: 52, gap: 1 }}
            >
              <ListItemText primary={entry.item.name} secondary={entry.categoryName} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              <Typography component="span" sx={{ fontWeight: entry.blockedBy ? 400 : 700, whiteSpace: 'nowrap' }}>
                {priceLabel(entry)}
              </Typography>
            </ListItemButton>
          ))}
        </List>
      )}
      <OptionDialog item={asking} onChoose={add} onClose={() => setAsking(null)} />
    </Paper>
  );
}
