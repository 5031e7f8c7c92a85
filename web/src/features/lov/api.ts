import type { Lov, LovInput } from '@school/contract/schemas/lov';
import { recordStatusOf, useSaveEntity, useStatusChange } from '../../lib/crud';

/** The API path of lists of values; also the base of their query keys. */
export const LOV_PATH = '/lov';

/** POST /lov or PUT /lov/{id} (with its version): 'Value added successfully' / 'Updated successfully'. */
export function useSaveLov() {
  return useSaveEntity({ create: '/api/lov', update: '/api/lov/{id}' });
}

/** PATCH /lov/{id}?status&version: Activate / Deactivate. */
export function useLovStatusChange() {
  return useStatusChange('/api/lov/{id}');
}

/** The form's values for a list being edited (items keep their id, name and value), or an empty list. */
export function lovFormValues(lov?: Lov): LovInput {
  if (!lov) return { name: '', description: '', status: 'ACTIVE', items: [{ name: '', value: '', status: 'ACTIVE' }] };
  return {
    name: lov.name,
    description: lov.description ?? '',
    status: recordStatusOf(lov.status),
    items: lov.items.map((item) => ({
      id: item.id,
      name: item.name,
      value: item.value,
      status: recordStatusOf(item.status),
    })),
    version: lov.version,
  };
}
