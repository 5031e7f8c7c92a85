import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@school/contract/constants';
import { sortGradeNames } from '@school/contract/grade-order';
import { listQuery } from './crud';
import { usePrivileges } from './privileges';

/**
 * The class names a Class filter offers, in grade order and once each: the chosen school's classes, or every class
 * the user can see when no school is chosen. Empty for a user who may not read classes.
 */
export function useClassNames(schoolCode: string): string[] {
  const { can } = usePrivileges();
  const { data } = useQuery({
    ...listQuery('/api/classes', { page: 0, size: PAGE_SIZES.max, schoolCode: schoolCode || undefined }),
    enabled: can('class', 'READ'),
  });
  const names = new Map<string, string>();
  for (const grade of data?.content ?? []) names.set(grade.gradeName.toLowerCase(), grade.gradeName);
  return sortGradeNames([...names.values()]);
}
