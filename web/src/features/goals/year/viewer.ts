/** Who reads a goal year section: the staff member who set the goals, or a reviewer or approver of them. */
export type GoalYearViewer = 'setter' | 'reviewer';
