import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { NavGroupId, Screen } from '../lib/routes';

/**
 * The screens of the signed-in app, written once with their pages: the router, the drawer and the dashboard all
 * read this table. Each page is its own chunk; a screen cannot be listed without one.
 */

type ScreenPage = LazyExoticComponent<ComponentType<{ screen: Screen }>>;

export interface ScreenRoute extends Screen {
  page: ScreenPage;
}

const listOfValues = lazy(() => import('../features/lov/lists-of-values-page'));
const roles = lazy(() => import('../features/roles/roles-page'));
const staff = lazy(() => import('../features/staff/staff-page'));
const staffDetail = lazy(() => import('../features/staff/staff-detail-page'));
// The plan list screens (one layout; the plan details and the wizard are listed with the pages below).
const annualPlans = lazy(() => import('../features/plans/annual-plans-page'));
const tierPlans = lazy(() => import('../features/plans/tier-plans-page'));
const unitPlans = lazy(() => import('../features/plans/unit-plans-page'));
const lessonPlans = lazy(() => import('../features/plans/lesson-plans-page'));
const schools = lazy(() => import('../features/schools/schools-page'));
const schoolDetail = lazy(() => import('../features/schools/school-detail-page'));
const classes = lazy(() => import('../features/classes/classes-page'));
const classDetail = lazy(() => import('../features/classes/class-detail-page'));
const classSections = lazy(() => import('../features/classes/class-sections-page'));
const subjects = lazy(() => import('../features/classes/subjects-page'));
// The annual plan wizard and the annual and tier plan details.
const annualPlanWizard = lazy(() => import('../features/plans/annual-plan-wizard-page'));
const annualPlanDetail = lazy(() => import('../features/plans/annual-plan-detail-page'));
const tierPlanDetail = lazy(() => import('../features/plans/tier-plan-detail-page'));
const policies = lazy(() => import('../features/policies/policies-page'));
const observations = lazy(() => import('../features/observations/observations-page'));
const unitPlan = lazy(() => import('../features/plans/unit-plan-detail-page'));
const lessonPlan = lazy(() => import('../features/plans/lesson-plan-detail-page'));
// The setter's goal screens.
const goalSetList = lazy(() => import('../features/goals/set/goal-set-list-page'));
const goalSetting = lazy(() => import('../features/goals/set/goal-setting-page'));
// The reviewer's goal screens.
const goalReviews = lazy(() => import('../features/goals/review/goal-review-list-page'));
const goalReview = lazy(() => import('../features/goals/review/goal-review-page'));
// The peer's feedback screens.
const peerRequests = lazy(() => import('../features/goals/year/feedback/peer-requests-page'));
const peerFeedback = lazy(() => import('../features/goals/year/feedback/peer-feedback-page'));
// Goal configurations and timelines.
const goalConfigurations = lazy(() => import('../features/goals/configuration/goal-configurations-page'));

// A screen of a later release: it says so.
const comingSoon = lazy(() => import('../features/placeholder/coming-soon-page'));

/** A screen with an entry in the drawer's `group`, named there by its title. */
function inDrawer(group: NavGroupId, screen: Omit<ScreenRoute, 'nav'>): ScreenRoute {
  return { ...screen, nav: { group, label: screen.title } };
}

export const SCREENS: readonly ScreenRoute[] = [
  // System configuration
  { path: '/system-configurations', page: comingSoon, title: 'System Configuration', entity: 'lov' },
  inDrawer('systemConfiguration', {
    path: '/system-configurations/lov',
    page: listOfValues,
    title: 'List of Values',
    entity: 'lov',
  }),
  inDrawer('systemConfiguration', {
    path: '/system-configurations/roles',
    page: roles,
    title: 'Roles',
    entity: 'role',
  }),
  // Staff
  {
    path: '/users',
    page: staff,
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
  { path: '/users/teachers', page: staff, title: 'Staff', entity: 'user' },
  { path: '/users/:id', page: staffDetail, title: 'Staff Detail', entity: 'user' },
  // Master data
  inDrawer('master', { path: '/master-data/schools', page: schools, title: 'Schools', entity: 'school' }),
  {
    path: '/schools',
    page: schools,
    title: 'Schools',
    entity: 'school',
    card: {
      section: 'schoolWide',
      label: 'School Setup',
      description: 'Schools and campuses, their classes and sections.',
      icon: 'school',
    },
  },
  { path: '/schools/:id', page: schoolDetail, title: 'Classes', entity: 'school' },
  inDrawer('master', { path: '/master-data/classes', page: classes, title: 'Classes', entity: 'class' }),
  { path: '/classes/:id', page: classDetail, title: 'Class Detail', entity: 'class' },
  inDrawer('master', {
    path: '/master-data/class-sections',
    page: classSections,
    title: 'Class Sections',
    entity: 'classsection',
  }),
  inDrawer('master', { path: '/master-data/subjects', page: subjects, title: 'Subjects', entity: 'subject' }),
  inDrawer('master', {
    path: '/master-data/observations',
    page: observations,
    title: 'Observations',
    entity: 'observationregister',
  }),
  inDrawer('master', { path: '/master-data/policies', page: policies, title: 'Policies', entity: 'school' }),
  // Goals
  inDrawer('goal', {
    path: '/goals/set',
    page: goalSetList,
    title: 'Set Goals',
    entity: 'goalsetting',
    card: {
      section: 'overview',
      label: 'Goals Setup',
      description: 'Set your goals for the year and send them for review.',
      icon: 'flag',
    },
  }),
  inDrawer('goal', {
    path: '/goals/set/review',
    page: goalReviews,
    title: 'Review Goal Setting',
    entity: 'goalsettingreview',
    card: {
      section: 'overview',
      label: 'Goals Review',
      description: 'Review the goals your staff have set, and give feedback.',
      icon: 'reviews',
    },
  }),
  inDrawer('goal', {
    path: '/goals/feedback/peer',
    page: peerRequests,
    title: 'Peer Feedback',
    entity: 'goalsettingform',
  }),
  { path: '/goals/feedback/peer/:id', page: peerFeedback, title: 'Peer Feedback', entity: 'goalsettingform' },
  { path: '/goals/set/review/:id', page: goalReview, title: 'Goal Review', entity: 'goalsettingreview' },
  { path: '/goals/set/:id', page: goalSetting, title: 'Goal Setting', entity: 'goalsetting' },
  inDrawer('goal', {
    path: '/goals/reviewers/configuration',
    page: goalConfigurations,
    title: 'Goal Configurations',
    entity: 'goalconfiguration',
  }),
  // Academic plans
  inDrawer('academicPlan', {
    path: '/academic-plans/annual-plans',
    page: annualPlans,
    title: 'Annual Plans',
    entity: 'annualplan',
  }),
  inDrawer('academicPlan', {
    path: '/academic-plans/unit-plans',
    page: unitPlans,
    title: 'Unit Plans',
    entity: 'unitplan',
  }),
  inDrawer('academicPlan', {
    path: '/academic-plans/lesson-plans',
    page: lessonPlans,
    title: 'Lesson Plans',
    entity: 'lessonplan',
  }),
  {
    path: '/annual-plans',
    page: annualPlans,
    title: 'Annual Plans',
    entity: 'annualplan',
    card: {
      section: 'overview',
      label: 'Academic Plans',
      description: 'Annual, tier, unit and lesson plans of your classes.',
      icon: 'menuBook',
    },
  },
  { path: '/tier-plans', page: tierPlans, title: 'Tier Plans', entity: 'annualplan' },
  { path: '/unit-plans', page: unitPlans, title: 'Unit Plans', entity: 'unitplan' },
  { path: '/lesson-plans', page: lessonPlans, title: 'Lesson Plans', entity: 'lessonplan' },
  { path: '/annual-plans/new', page: annualPlanWizard, title: 'Add Annual Plan', entity: 'annualplan' },
  { path: '/annual-plans/:id/edit', page: annualPlanWizard, title: 'Edit Annual Plan', entity: 'annualplan' },
  { path: '/annual-plan/:id', page: annualPlanDetail, title: 'Annual Plan', entity: 'annualplan' },
  { path: '/annual-plans/:id', page: annualPlanDetail, title: 'Annual Plan', entity: 'annualplan' },
  { path: '/tier-plan/:id', page: tierPlanDetail, title: 'Tier Plan', entity: 'annualplan' },
  { path: '/unit-plan/:id', page: unitPlan, title: 'Unit Plan', entity: 'unitplan' },
  { path: '/lesson-plan/:id', page: lessonPlan, title: 'Lesson Plan', entity: 'lessonplan' },
  { path: '/lesson-plans/:id', page: lessonPlan, title: 'Lesson Plan', entity: 'lessonplan' },
];
