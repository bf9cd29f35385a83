import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../shared/hooks';
import { notify } from '../../../shared/notifications/notifications-slice';
import { useGetAdminSettingsQuery, useSaveSettingsMutation } from '../admin-settings-api';
import { INPUTS, PRINTER_ADDRESS, PRINTER_CHOICES, SWITCHES, toSettingsForm, toSettingValues, type InputKey, type PrinterKey, type SettingsForm } from '../settings-form';
import { noteOwnSettingsSave } from '../../../shared/realtime/own-settings-echo';

interface FieldErrorBody {
  error?: { message?: string; details?: { fields?: { key: string; message: string }[] } };
}

/** The Settings tab: deliveries and collections switches, five values and Save Settings. */
export function SettingsPanel() {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useGetAdminSettingsQuery();
  const [save, { isLoading: isSaving }] = useSaveSettingsMutation();
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  useEffect(() => {
    if (isError) dispatch(notify({ title: 'Failed to load settings', severity: 'error' }));
  }, [dispatch, isError]);
  // The form starts from the stored values and follows a save made elsewhere (settings.changed).
  useEffect(() => {
    if (data) setForm(toSettingsForm(data));
  }, [data]);

  if (isLoading || (!form && !isError)) return <CircularProgress aria-label="Loading settings" />;
  if (!form) return <Alert severity="error">Failed to load settings</Alert>;

  const setInput = (key: InputKey, value: string) => setForm({ ...form, inputs: { ...form.inputs, [key]: value } });
  const setPrinter = (key: PrinterKey, value: string) => setForm({ ...form, printer: { ...form.printer, [key]: value } });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const checked = toSettingValues(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      dispatch(notify({ title: 'Failed to save settings', message: Object.values(checked.errors).join(' '), severity: 'error' }));
      return;
    }
    setErrors({});
    try {
      noteOwnSettingsSave(Object.keys(checked.values));
      await save(checked.values).unwrap();
      dispatch(notify({ title: 'Settings saved', message: 'Global settings have been updated successfully.', severity: 'success' }));
    } catch (error) {
      const body = (error as { data?: FieldErrorBody }).data?.error;
      setErrors(Object.fromEntries((body?.details?.fields ?? []).map((field) => [field.key, field.message])));
      dispatch(notify({ title: 'Failed to save settings', message: body?.message, severity: 'error' }));
    }
  }

  return (
    <Paper component="form" method="post" onSubmit={onSubmit} noValidate sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Global Settings
      </Typography>
      <Stack spacing={2.5}>
        <Box>
          {SWITCHES.map(({ key, label }) => (
            <FormControlLabel
              key={key}
              label={label}
              control={
                <Switch checked={form.switches[key]} onChange={(event) => setForm({ ...form, switches: { ...form.switches, [key]: event.target.checked } })} />
              }
            />
          ))}
          {SWITCHES.some(({ key }) => errors[key]) && <Alert severity="error">{SWITCHES.map(({ key }) => errors[key]).filter(Boolean).join(' ')}</Alert>}
        </Box>
        {INPUTS.map(({ key, label, pounds }) => (
          <TextField
            key={key}
            label={label}
            value={form.inputs[key]}
            onChange={(event) => setInput(key, event.target.value)}
            error={Boolean(errors[key])}
            helperText={errors[key]}
            slotProps={{ htmlInput: { inputMode: pounds || key === 'max_distance' ? 'decimal' : key === 'same_day_cutoff' ? 'text' : 'numeric' } }}
          />
        ))}
        <Typography variant="h6" component="h3">
          Kitchen printer
        </Typography>
        <TextField
          label={PRINTER_ADDRESS.label}
          value={form.printer.printer_address}
          onChange={(event) => setPrinter('printer_address', event.target.value)}
          error={Boolean(errors.printer_address)}
          helperText={errors.printer_address ?? PRINTER_ADDRESS.helper}
        />
        {PRINTER_CHOICES.map(({ key, label, options }) => (
          <TextField key={key} select label={label} value={form.printer[key]} onChange={(event) => setPrinter(key, event.target.value)} error={Boolean(errors[key])} helperText={errors[key]}>
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={isSaving}>
            {isSaving ? 'Saving...' : 'Save Settings'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
