import { PAGE_SIZES } from '@school/contract/constants';
import { policyAcademicYears } from '@school/contract/academic-years';
import {
  POLICY_CATEGORIES,
  POLICY_CATEGORY_LABELS,
  type Policy,
  type PolicyInput,
} from '@school/contract/schemas/policy';
import type { School } from '@school/contract/schemas/school';
import type { DefaultValues } from 'react-hook-form';
import { listQuery, recordStatusOf, useSaveEntity, useStatusChange } from '../../lib/crud';

/** The list path of policies (GET /policies), also the base of their query keys and of PUT and PATCH. */
export const POLICIES_PATH = '/policies';

/** POST /policy or PUT /policies/{id}. */
export function useSavePolicy() {
  return useSaveEntity({ create: '/api/policy', update: '/api/policies/{id}' });
}

export function usePolicyStatusChange() {
  return useStatusChange('/api/policies/{id}');
}

/** The schools the user can see (the server filters a school-limited user to their own). */
export const schoolsLookupQuery = listQuery('/api/schools', { page: 0, size: PAGE_SIZES.lookup });

/** The classes of one school: GET /classes?schoolCode&size=100. */
export const classesOfSchoolQuery = (schoolCode: string) =>
  listQuery('/api/classes', { page: 0, size: PAGE_SIZES.lookup, schoolCode });

export const categoryLabelOf = (category: string) =>
  (POLICY_CATEGORY_LABELS as Record<string, string | undefined>)[category] ?? category;

export const CATEGORY_OPTIONS = POLICY_CATEGORIES.map((category) => ({
  value: category,
  label: POLICY_CATEGORY_LABELS[category],
}));

/** 2016-2017 up to the year after the current one, computed when asked (a tab left open over a year stays right). */
export const academicYearOptions = () => policyAcademicYears().map((year) => ({ value: year, label: year }));

export const schoolLabelOf = (school: Pick<School, 'schoolName' | 'campus'>) =>
  `${school.schoolName} - ${school.campus}`;

/** The form's values for a policy being edited, or an empty one (category, year and school to choose). */
export function policyFormValues(policy?: Policy): DefaultValues<PolicyInput> {
  if (!policy) return { policyName: '', status: 'ACTIVE', class: null };
  return {
    policyName: policy.policyName,
    category: POLICY_CATEGORIES.find((category) => category === policy.category),
    academicYear: policy.academicYear,
    school: { id: policy.school.id },
    class: policy.class ? { id: policy.class.id } : null,
    status: recordStatusOf(policy.status),
    version: policy.version,
  };
}
