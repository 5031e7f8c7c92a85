import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NavLink } from 'react-router';
import { Brand } from '../../components/brand';
import { NavIcon } from '../../components/nav-icon';
import { usePrivileges } from '../../lib/privileges';
import { NAV_GROUPS } from '../../lib/routes';
import { SCREENS } from '../route-table';

export const DRAWER_WIDTH = 272;

const itemSx = {
  borderRadius: 2,
  mx: 1,
  py: 0.75,
  color: 'text.primary',
  '&.active': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    '& .MuiListItemIcon-root': { color: 'inherit' },
    '&:hover': { bgcolor: 'primary.dark' },
  },
} as const;

function NavEntry({ to, label, onNavigate }: { to: string; label: string; onNavigate: () => void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} end onClick={onNavigate} sx={itemSx}>
        <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }} />
      </ListItemButton>
    </ListItem>
  );
}

/** The menu: Dashboard, then each group with the entries the user may READ; an empty group is hidden. */
function NavMenu({ onNavigate }: { onNavigate: () => void }) {
  const { can } = usePrivileges();
  return (
    <Box component="nav" aria-label="Main menu" sx={{ overflowY: 'auto', pb: 2 }}>
      <List dense sx={{ pt: 1.5 }}>
        <ListItem disablePadding>
          <ListItemButton component={NavLink} to="/dashboard" end onClick={onNavigate} sx={itemSx}>
            <ListItemIcon>
              <NavIcon name="dashboard" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Dashboard" slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
          </ListItemButton>
        </ListItem>
      </List>
      {NAV_GROUPS.map((group) => {
        const entries = SCREENS.filter((screen) => screen.nav?.group === group.id && can(screen.entity, 'READ'));
        if (entries.length === 0) return null;
        const headingId = `nav-group-${group.id}`;
        return (
          <List
            key={group.id}
            dense
            aria-labelledby={headingId}
            subheader={
              <ListSubheader
                id={headingId}
                disableSticky
                sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: 2.5, mt: 1, color: 'text.secondary' }}
              >
                <NavIcon name={group.icon} fontSize="small" aria-hidden />
                {group.title}
              </ListSubheader>
            }
          >
            {entries.map((screen) => (
              <NavEntry
                key={screen.path}
                to={screen.path}
                label={screen.nav?.label ?? screen.title}
                onNavigate={onNavigate}
              />
            ))}
          </List>
        );
      })}
    </Box>
  );
}

interface Props {
  mobileOpen: boolean;
  onClose: () => void;
}

/** Permanent beside the content on desktop; a temporary drawer opened from the header's menu button on small screens. */
export function AppDrawer({ mobileOpen, onClose }: Props) {
  const paperSx = { width: DRAWER_WIDTH, boxSizing: 'border-box', borderRight: 1, borderColor: 'divider' } as const;
  // Read at once (no first render with the default): a small screen never renders the permanent menu it hides,
  // a good part of the first screen's work on a phone.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  return (
    <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onClose}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': paperSx }}
        slotProps={{ root: { keepMounted: false }, paper: { 'aria-label': 'Menu' } }}
      >
        <Toolbar sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Brand />
        </Toolbar>
        <NavMenu onNavigate={onClose} />
      </Drawer>
      {wide && (
        <Drawer variant="permanent" open sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': paperSx }}>
          <Toolbar />
          <NavMenu onNavigate={() => undefined} />
        </Drawer>
      )}
    </Box>
  );
}
