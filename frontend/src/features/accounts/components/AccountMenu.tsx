import { Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { accountLabel } from '../account-label';
import { useSessionUser } from '../../../shared/session/session-api';
import { loadWhenUsed, useOnceTrue } from '../../../shared/lazy/load-when-used';

/** The signed-in menu's code, fetched when its button is pointed at, focused or pressed. */
const accountMenuList = loadWhenUsed(async () => (await import('./AccountMenuList')).AccountMenuList);

export function AccountMenu() {
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const menuUsed = useOnceTrue(Boolean(anchor));

  if (!user) {
    return (
      <Button
        component={RouterLink}
        to="/auth"
        color="inherit"
        variant="outlined"
        startIcon={<AccountCircleIcon />}
        sx={{
          borderColor: 'rgba(255,255,255,0.4)',
          whiteSpace: 'nowrap',
          px: { xs: 1.5, sm: 2.5 },
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        Sign In
      </Button>
    );
  }

  const label = accountLabel(user);
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        {...accountMenuList.preloadHandlers}
        startIcon={
          // A quiet dot until the e-mail is confirmed; the menu says why.
          <Badge variant="dot" color="secondary" invisible={user.emailConfirmed} overlap="circular">
            <AccountCircleIcon />
          </Badge>
        }
        sx={{ maxWidth: 220, minWidth: 0 }}
      >
        <Box
          component="span"
          sx={{
            // Beside the full navigation (lg and up) the header has room for the icon only; the
            // button's aria-label still names the account.
            display: { xs: 'none', sm: 'inline', lg: 'none' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </Box>
      </Button>
      {menuUsed && (
        <Suspense fallback={null}>
          <accountMenuList.Component id={menuId} buttonId={buttonId} anchor={anchor} user={user} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
