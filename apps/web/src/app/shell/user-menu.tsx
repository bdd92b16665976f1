import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { LetterAvatar } from '../components/letter-avatar';
import { fullNameOf, useCurrentUser } from './use-current-user';

/** Profile dropdown: the avatar (first letters of the name) opening a menu with the user's name and e-mail. */
export const UserMenu = () => {
  const intl = useIntl();
  const { data: user, isPending, isError } = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = user ? fullNameOf(user) || user.email : '';

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={intl.formatMessage({ id: 'userMenu.open' })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        size="small"
      >
        {isPending ? <Skeleton variant="circular" width={32} height={32} /> : <LetterAvatar name={name || '?'} />}
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1, minWidth: 220 }} tabIndex={-1}>
          {user ? (
            <>
              <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="user-menu-name">
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {user.email}
              </Typography>
              {user.companyName && (
                <Typography variant="caption" color="text.secondary">
                  {user.companyName}
                </Typography>
              )}
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id={isError ? 'userMenu.unavailable' : 'common.loading'} />
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/recruiter-settings/profile" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <FormattedMessage id="userMenu.profile" />
          </ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
