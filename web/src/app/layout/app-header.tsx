import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Brand } from '../../components/brand';
import { signOut } from '../../features/auth/api';
import { useProfile } from '../../lib/profile-context';

function initialsOf(fullName: string) {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The top bar: menu button (small screens), the product's name and the user's menu. */
export function AppHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const profile = useProfile();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const handleLogout = () => {
    setAnchor(null);
    void signOut().then(() => navigate('/', { replace: true }));
  };

  return (
    <AppBar
      position="fixed"
      color="inherit"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" aria-label="Open menu" onClick={onOpenMenu} sx={{ display: { md: 'none' }, mr: 0.5 }}>
          <MenuIcon />
        </IconButton>
        <Brand />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? 'user-menu' : undefined}
          // The name starts with what the button shows (initials, then the name on wider screens), so a voice
          // user can say it (WCAG 2.5.3, label in name).
          aria-label={`${initialsOf(profile.fullName)} ${profile.fullName}, account menu`}
          sx={{ gap: 1, px: 1, minWidth: 0 }}
        >
          <Avatar sx={{ width: 32, height: 32, fontSize: '0.875rem', bgcolor: 'primary.main' }} aria-hidden>
            {initialsOf(profile.fullName)}
          </Avatar>{' '}
          <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 600 }}>
            {profile.fullName}
          </Typography>
        </Button>
        <Menu
          id="user-menu"
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Box sx={{ px: 2, py: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{profile.fullName}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {profile.email}
            </Typography>
          </Box>
          <Divider />
          <MenuItem
            onClick={() => {
              setAnchor(null);
              navigate('/change-password');
            }}
          >
            <ListItemIcon>
              <KeyIcon fontSize="small" />
            </ListItemIcon>
            Change Password
          </MenuItem>
          <MenuItem onClick={handleLogout}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Logout
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
