import { useState } from 'react';
import type { Screen } from '../../lib/routes';
import { PLAN_LIST_PATHS, type LessonPlanItem } from './api/plan-lists';
import { ListLessonEditDialog } from './list-lesson-edit-dialog';
import { lessonCard } from './list-mappers';
import { PlanListScreen } from './plan-list-layout';
import { PLAN_PATHS } from './shared/plan-paths';

/**
 * Lesson plans (/lesson-plans and /academic-plans/lesson-plans): filters, Change View, no add (lessons are
 * added in their unit plan), cards. Under Academic Plan a card the user may change (its abilities: UPDATE, and
 * the rule for a COMPLETED lesson) also opens the 'Edit Lesson Plan' dialog.
 */
export default function LessonPlansPage({ screen }: { screen: Screen }) {
  const [editing, setEditing] = useState<LessonPlanItem | null>(null);
  const withDialog = screen.path === PLAN_PATHS.academicLessonPlans;
  return (
    <PlanListScreen<LessonPlanItem>
      screen={screen}
      kind="lesson"
      path={PLAN_LIST_PATHS.lesson}
      toCard={lessonCard}
      onEdit={(lesson) => (withDialog && lesson.abilities.update.allowed ? () => setEditing(lesson) : undefined)}
      editLabel={(lesson) => `Edit Lesson Plan ${lesson.name}`}
    >
      {editing && <ListLessonEditDialog lesson={editing} onClose={() => setEditing(null)} />}
    </PlanListScreen>
  );
}
