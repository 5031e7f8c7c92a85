import type { EntityName } from '@school/contract/access';
import type { IconName } from '../components/nav-icon';

/**
 * What a screen of the signed-in app is, for the pages, the drawer and the dashboard; the route table
 * (app/route-table.ts) lists every screen with its page. Each needs READ on its entity.
 */

export type NavGroupId = 'systemConfiguration' | 'users' | 'master' | 'goal' | 'academicPlan';

export const NAV_GROUPS: readonly { id: NavGroupId; title: string; icon: IconName }[] = [
  { id: 'systemConfiguration', title: 'System Configuration', icon: 'settings' },
  { id: 'users', title: 'Users', icon: 'people' },
  { id: 'master', title: 'Master', icon: 'storage' },
  { id: 'goal', title: 'Goal', icon: 'flag' },
  { id: 'academicPlan', title: 'Academic Plan', icon: 'menuBook' },
];

export type DashboardSectionId = 'overview' | 'schoolWide';

export const DASHBOARD_SECTIONS: readonly { id: DashboardSectionId; title: string }[] = [
  { id: 'overview', title: 'Overview' },
  { id: 'schoolWide', title: 'School Wide Configuration' },
];

export interface Screen {
  /** Route pattern of react-router. */
  path: string;
  /** The screen's title: its h1 and the browser tab's title. */
  title: string;
  /** READ on this entity opens the screen, its drawer entry and its dashboard card. */
  entity: EntityName;
  /** Entry of the side drawer. */
  nav?: { group: NavGroupId; label: string };
  /** Card of the dashboard. */
  card?: { section: DashboardSectionId; label: string; description: string; icon: IconName };
}

/** Routes of the signed-out and password screens. */
export const PATHS = {
  root: '/',
  login: '/login',
  signup: '/signup',
  dashboard: '/dashboard',
  changePassword: '/change-password',
  resetPassword: '/auth/reset-password',
} as const;
