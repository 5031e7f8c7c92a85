import { PAGE_SIZES } from '@school/contract/constants';
import { sortGradeNames } from '@school/contract/grade-order';
import type { ObservationRegister, ObservationRegisterInput } from '@school/contract/schemas/observation-register';
import { listQuery, recordStatusOf, useSaveEntity, useStatusChange } from '../../lib/crud';

/** The API path of the observation registry, also the base of its query keys. */
export const OBSERVATIONS_PATH = '/observation-register';

export function useSaveObservationRegister() {
  return useSaveEntity({ create: '/api/observation-register', update: '/api/observation-register/{id}' });
}

export function useObservationRegisterStatusChange() {
  return useStatusChange('/api/observation-register/{id}');
}

/** Every class the user can see, for the names they carry (GET /classes?size=500). */
export const allClassesQuery = listQuery('/api/classes', { page: 0, size: PAGE_SIZES.max });

/** The grades every school teaches (the demo classes I to X), offered even before any class exists. */
export const STANDARD_GRADES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;

/**
 * The grade choices: I to X and the class names found (distinct, case-insensitively) in grade order (Nursery, LKG,
 * UKG, I to XII, then others alphabetically), then names already on the entry that no class carries any more.
 */
export function gradeOptionsOf(classNames: readonly string[], chosen: readonly string[]): string[] {
  const seen = new Set<string>();
  const options: string[] = [];
  const add = (name: string) => {
    const key = name.trim().toLowerCase();
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    options.push(name.trim());
  };
  for (const name of sortGradeNames([...STANDARD_GRADES, ...classNames])) add(name);
  for (const name of chosen) add(name);
  return options;
}

/** The form's values for an entry being edited (its observations in their stored order), or an empty one. */
export function observationRegisterFormValues(register?: ObservationRegister): ObservationRegisterInput {
  if (!register) {
    return {
      name: '',
      grades: [],
      observations: [{ name: '', tagList: [], learningOutcomes: [], sortOrder: 0 }],
      status: 'ACTIVE',
    };
  }
  return {
    name: register.name,
    grades: register.grades.map(({ className }) => ({ className })),
    observations: [...register.observations]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((observation, index) => ({
        id: observation.id,
        name: observation.name,
        tagList: observation.tagList,
        learningOutcomes: observation.learningOutcomes.map(({ name, tag }) => ({ name, tag: tag ?? '' })),
        sortOrder: index,
      })),
    status: recordStatusOf(register.status),
    version: register.version,
  };
}
