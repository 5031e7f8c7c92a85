/** Plan dates are shown DD-MM-YYYY; the one formatter lives in lib so the dashboard shares it. */
export {
  formatDateRange as planDateRange,
  formatDisplayDate as formatPlanDate,
  formatDisplayDateTime as formatPlanDateTime,
} from '../../../lib/dates';
