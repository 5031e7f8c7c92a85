import type { EntityName } from '@school/contract/access';
import type { IconName } from '../components/nav-icon';

/**
 * The screens of the signed-in app (spec 000 section 2, spec 001 section 2), written once: the router,
 * the drawer and the dashboard all read this table. Each needs READ on its entity.
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

export const SCREENS: readonly Screen[] = [
  // System configuration
  { path: '/system-configurations', title: 'System Configuration', entity: 'lov' },
  {
    path: '/system-configurations/lov',
    title: 'List of Values',
    entity: 'lov',
    nav: { group: 'systemConfiguration', label: 'List of Values' },
  },
  {
    path: '/system-configurations/roles',
    title: 'Roles',
    entity: 'role',
    nav: { group: 'systemConfiguration', label: 'Roles' },
  },
  // Staff
  {
    path: '/users',
    title: 'Staff',
    entity: 'user',
    nav: { group: 'users', label: 'Teachers' },
    card: {
      section: 'schoolWide',
      label: 'Staff',
      description: 'Teachers and staff, their roles and the classes they teach.',
      icon: 'people',
    },
  },
  { path: '/users/teachers', title: 'Staff', entity: 'user' },
  { path: '/users/:id', title: 'Staff Detail', entity: 'user' },
  // Master data
  {
    path: '/master-data/schools',
    title: 'Schools',
    entity: 'school',
    nav: { group: 'master', label: 'Schools' },
  },
  {
    path: '/schools',
    title: 'Schools',
    entity: 'school',
    card: {
      section: 'schoolWide',
      label: 'School Setup',
      description: 'Schools and campuses, their classes and sections.',
      icon: 'school',
    },
  },
  { path: '/schools/:id', title: 'Classes', entity: 'school' },
  { path: '/master-data/classes', title: 'Classes', entity: 'class', nav: { group: 'master', label: 'Classes' } },
  { path: '/classes/:id', title: 'Class Detail', entity: 'class' },
  {
    path: '/master-data/class-sections',
    title: 'Class Sections',
    entity: 'classsection',
    nav: { group: 'master', label: 'Class Sections' },
  },
  { path: '/master-data/subjects', title: 'Subjects', entity: 'subject', nav: { group: 'master', label: 'Subjects' } },
  {
    path: '/master-data/observations',
    title: 'Observations',
    entity: 'observationregister',
    nav: { group: 'master', label: 'Observations' },
  },
  { path: '/master-data/policies', title: 'Policies', entity: 'school', nav: { group: 'master', label: 'Policies' } },
  // Goals
  {
    path: '/goals/set',
    title: 'Set Goals',
    entity: 'goalsetting',
    nav: { group: 'goal', label: 'Set Goals' },
    card: {
      section: 'overview',
      label: 'Goals Setup',
      description: 'Set your goals for the year and send them for review.',
      icon: 'flag',
    },
  },
  {
    path: '/goals/set/review',
    title: 'Review Goal Setting',
    entity: 'goalsettingreview',
    nav: { group: 'goal', label: 'Review Goal Setting' },
    card: {
      section: 'overview',
      label: 'Goals Review',
      description: 'Review the goals your staff have set, and give feedback.',
      icon: 'reviews',
    },
  },
  {
    path: '/goals/feedback/peer',
    title: 'Peer Feedback',
    entity: 'goalsettingform',
    nav: { group: 'goal', label: 'Peer Feedback' },
  },
  { path: '/goals/feedback/peer/:id', title: 'Peer Feedback', entity: 'goalsettingform' },
  { path: '/goals/set/review/:id', title: 'Goal Review', entity: 'goalsettingreview' },
  { path: '/goals/set/:id', title: 'Goal Setting', entity: 'goalsetting' },
  {
    path: '/goals/reviewers/configuration',
    title: 'Goal Configurations',
    entity: 'goalconfiguration',
    nav: { group: 'goal', label: 'Goal Configurations' },
  },
  // Academic plans
  {
    path: '/academic-plans/annual-plans',
    title: 'Annual Plans',
    entity: 'annualplan',
    nav: { group: 'academicPlan', label: 'Annual Plans' },
  },
  {
    path: '/academic-plans/unit-plans',
    title: 'Unit Plans',
    entity: 'unitplan',
    nav: { group: 'academicPlan', label: 'Unit Plans' },
  },
  {
    path: '/academic-plans/lesson-plans',
    title: 'Lesson Plans',
    entity: 'lessonplan',
    nav: { group: 'academicPlan', label: 'Lesson Plans' },
  },
  {
    path: '/annual-plans',
    title: 'Annual Plans',
    entity: 'annualplan',
    card: {
      section: 'overview',
      label: 'Academic Plans',
      description: 'Annual, tier, unit and lesson plans of your classes.',
      icon: 'menuBook',
    },
  },
  { path: '/tier-plans', title: 'Tier Plans', entity: 'annualplan' },
  { path: '/unit-plans', title: 'Unit Plans', entity: 'unitplan' },
  { path: '/lesson-plans', title: 'Lesson Plans', entity: 'lessonplan' },
  { path: '/annual-plans/new', title: 'Add Annual Plan', entity: 'annualplan' },
  { path: '/annual-plans/:id/edit', title: 'Edit Annual Plan', entity: 'annualplan' },
  { path: '/annual-plan/:id', title: 'Annual Plan', entity: 'annualplan' },
  { path: '/annual-plans/:id', title: 'Annual Plan', entity: 'annualplan' },
  { path: '/tier-plan/:id', title: 'Tier Plan', entity: 'annualplan' },
  { path: '/unit-plan/:id', title: 'Unit Plan', entity: 'unitplan' },
  { path: '/lesson-plan/:id', title: 'Lesson Plan', entity: 'lessonplan' },
  { path: '/lesson-plans/:id', title: 'Lesson Plan', entity: 'lessonplan' },
];

/** Routes of the signed-out and password screens. */
export const PATHS = {
  root: '/',
  login: '/login',
  signup: '/signup',
  dashboard: '/dashboard',
  changePassword: '/change-password',
  resetPassword: '/auth/reset-password',
} as const;
