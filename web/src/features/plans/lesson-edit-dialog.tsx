import { useQuery } from '@tanstack/react-query';
import type { LessonPlanDetail } from '@school/contract/schemas/plans/index';
import type { ReactNode } from 'react';
import { schoolLabelOf, useSaveLessonPlan } from './api/lesson-plans';
import { unitOfLessonQuery } from './api/unit-plans';
import { LessonPlanDialog } from './lesson-plan-dialog';

/** What editing a lesson needs: the lesson plan's detail and its list item both carry it. */
export type EditableLesson = Pick<
  LessonPlanDetail,
  'id' | 'name' | 'start' | 'end' | 'school' | 'subUnits' | 'unitPlanId' | 'unitPlan' | 'version'
>;

/**
 * Edit Lesson Plan from the lesson's page or the lesson list: name, dates and sub units saved
 * through PUT /lesson-plan/{id}; the school is shown locked. The unit's sub units are the choices, so the unit is
 * read when the dialog opens (a user who may not read it gets the lesson's own sub units).
 */
export function EditLessonPlanDialog({
  lesson,
  header,
  onClose,
}: {
  lesson: EditableLesson;
  header?: ReactNode;
  onClose: () => void;
}) {
  const save = useSaveLessonPlan(lesson.id);
  const unit = useQuery(unitOfLessonQuery(lesson.unitPlanId));
  const { school } = lesson;
  const subUnitOptions = unit.data
    ? [...unit.data.subUnits].sort((a, b) => a.sortOrder - b.sortOrder).map((subUnit) => subUnit.name)
    : lesson.subUnits.map((subUnit) => subUnit.name);
  const unitDates = unit.data
    ? { start: unit.data.start, end: unit.data.end }
    : { start: lesson.unitPlan.start, end: lesson.unitPlan.end };
  return (
    <LessonPlanDialog
      title="Edit Lesson Plan"
      header={header}
      initial={{
        name: lesson.name,
        start: lesson.start,
        end: lesson.end,
        schoolId: school.id,
        subUnits: lesson.subUnits.map((subUnit) => subUnit.name),
        saved: true,
      }}
      schoolOptions={[{ value: school.id, label: schoolLabelOf(school) }]}
      subUnitOptions={subUnitOptions}
      unitDates={unitDates}
      onSave={(values) =>
        save.mutateAsync({
          name: values.name,
          start: values.start,
          end: values.end,
          subUnits: values.subUnits,
          version: lesson.version,
        })
      }
      onClose={onClose}
    />
  );
}
