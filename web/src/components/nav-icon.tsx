import DashboardIcon from '@mui/icons-material/Dashboard';
import FlagIcon from '@mui/icons-material/Flag';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import StorageIcon from '@mui/icons-material/Storage';
import type { SvgIconProps } from '@mui/material/SvgIcon';

const ICONS = {
  dashboard: DashboardIcon,
  settings: SettingsIcon,
  people: PeopleIcon,
  storage: StorageIcon,
  flag: FlagIcon,
  menuBook: MenuBookIcon,
  school: SchoolIcon,
  reviews: RateReviewIcon,
} as const;

export type IconName = keyof typeof ICONS;

/** The icons of menu entries and dashboard cards, by name (each imported by path, never the barrel). */
export function NavIcon({ name, ...props }: { name: IconName } & SvgIconProps) {
  const Icon = ICONS[name];
  return <Icon {...props} />;
}
