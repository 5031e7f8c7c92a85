import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Screen } from './route-table';

type ScreenPage = LazyExoticComponent<ComponentType<{ screen: Screen }>>;

const listOfValues = lazy(() => import('../features/lov/lov-page'));
const roles = lazy(() => import('../features/roles/roles-page'));
const staff = lazy(() => import('../features/staff/staff-page'));
const staffDetail = lazy(() => import('../features/staff/staff-detail-page'));
// The plan list screens (one layout; the plan details and the wizard are listed with the pages below).
const annualPlans = lazy(() => import('../features/plans/list-annual-plans'));
const tierPlans = lazy(() => import('../features/plans/list-tier-plans'));
const unitPlans = lazy(() => import('../features/plans/list-unit-plans'));
const lessonPlans = lazy(() => import('../features/plans/list-lesson-plans'));
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
const unitPlan = lazy(() => import('../features/plans/unit-plan-page'));
const lessonPlan = lazy(() => import('../features/plans/lesson-plan-page'));
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

/**
 * The pages written so far, by route path of the route table; each is its own chunk. A screen without
 * one shows the "coming in a later release" page.
 */
export const SCREEN_PAGES: Partial<Record<string, ScreenPage>> = {
  '/system-configurations/lov': listOfValues,
  '/system-configurations/roles': roles,
  '/users': staff,
  '/users/teachers': staff,
  '/users/:id': staffDetail,
  '/academic-plans/annual-plans': annualPlans,
  '/annual-plans': annualPlans,
  '/tier-plans': tierPlans,
  '/academic-plans/unit-plans': unitPlans,
  '/unit-plans': unitPlans,
  '/academic-plans/lesson-plans': lessonPlans,
  '/lesson-plans': lessonPlans,
  '/master-data/schools': schools,
  '/schools': schools,
  '/schools/:id': schoolDetail,
  '/master-data/classes': classes,
  '/classes/:id': classDetail,
  '/master-data/class-sections': classSections,
  '/master-data/subjects': subjects,
  '/annual-plans/new': annualPlanWizard,
  '/annual-plans/:id/edit': annualPlanWizard,
  '/annual-plan/:id': annualPlanDetail,
  '/annual-plans/:id': annualPlanDetail,
  '/tier-plan/:id': tierPlanDetail,
  '/master-data/policies': policies,
  '/master-data/observations': observations,
  '/unit-plan/:id': unitPlan,
  '/lesson-plan/:id': lessonPlan,
  '/lesson-plans/:id': lessonPlan,
  '/goals/set': goalSetList,
  '/goals/set/:id': goalSetting,
  '/goals/set/review': goalReviews,
  '/goals/set/review/:id': goalReview,
  '/goals/feedback/peer': peerRequests,
  '/goals/feedback/peer/:id': peerFeedback,
  '/goals/reviewers/configuration': goalConfigurations,
};
