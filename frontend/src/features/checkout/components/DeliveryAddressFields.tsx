import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { POSTCODE_MESSAGES, type PostcodeStatus } from '../useDeliveryOption';

interface DeliveryAddressFieldsProps {
  address: string;
  postcode: string;
  additionalInfo: string;
  postcodeStatus: PostcodeStatus;
  onAddressChange: (value: string) => void;
  onPostcodeChange: (value: string) => void;
  onPostcodeBlur: () => void;
  onAdditionalInfoChange: (value: string) => void;
}

/** Address and postcode (both required) and optional extra directions; the postcode is checked as it is typed. */
export function DeliveryAddressFields(props: DeliveryAddressFieldsProps) {
  const { postcodeStatus } = props;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' }, columnGap: 2, rowGap: 2 }}>
      <TextInput
        label="Address"
        required
        fullWidth
        autoComplete="street-address"
        value={props.address}
        onChange={(event) => props.onAddressChange(event.target.value)}
        placeholder="House number and street"
      />
      <Box>
        <TextInput
          label="Postcode"
          required
          fullWidth
          autoComplete="postal-code"
          value={props.postcode}
          onChange={(event) => props.onPostcodeChange(event.target.value)}
          onBlur={props.onPostcodeBlur}
          error={postcodeStatus === 'invalid'}
          slotProps={{ htmlInput: { 'aria-describedby': 'postcode-status', maxLength: 10 } }}
          sx={{ '& input': { textTransform: 'uppercase' } }}
        />
        <PostcodeStatusLine status={postcodeStatus} />
      </Box>
      <TextInput
        label="Additional Info"
        fullWidth
        multiline
        minRows={2}
        value={props.additionalInfo}
        onChange={(event) => props.onAdditionalInfoChange(event.target.value)}
        placeholder="Flat number, landmarks, gate codes..."
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}

function PostcodeStatusLine({ status }: { status: PostcodeStatus }) {
  const colour = status === 'valid' ? 'success.main' : status === 'invalid' ? 'error.main' : 'text.secondary';
  return (
    <Stack
      id="postcode-status"
      role="status"
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', minHeight: 28, mt: 0.75, ml: 0.5, color: colour }}
    >
      {status === 'checking' && <CircularProgress size={14} color="inherit" aria-hidden="true" />}
      {status === 'valid' && <CheckCircleIcon fontSize="small" aria-hidden="true" />}
      {status === 'invalid' && <ErrorIcon fontSize="small" aria-hidden="true" />}
      {status !== 'none' && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {POSTCODE_MESSAGES[status]}
        </Typography>
      )}
    </Stack>
  );
}
