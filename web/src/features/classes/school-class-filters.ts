import { useSearchParams } from 'react-router';
import type { ListFilter } from '../../components/list-screen';
import { useClassNameChoices, useSchoolChoices } from './api';

/**
 * The School (schoolCode) and Class (className) filters of the section and subject lists. The class choices
 * are the chosen school's classes, or every class name the user can see when no school is chosen.
 */
export function useSchoolClassFilters(): ListFilter[] {
  const [params] = useSearchParams();
  const { choices } = useSchoolChoices();
  const classNames = useClassNameChoices(params.get('schoolCode') ?? '');
  return [
    {
      name: 'schoolCode',
      label: 'School',
      options: choices.map((school) => ({ value: school.schoolCode, label: school.label })),
    },
    { name: 'className', label: 'Class', options: classNames.map((name) => ({ value: name, label: name })) },
  ];
}
