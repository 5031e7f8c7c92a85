import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, PAGE_SIZES } from '@school/contract/constants';
import type { Staff, TeacherPasswordChangeRequest } from '@school/contract/schemas/user';
import type { RequestBody } from '../../lib/api-types';
import { detailQuery, listQuery, useSaveEntity, useStatusChange } from '../../lib/crud';
import { http } from '../../lib/http';
import { notify } from '../../lib/notify';
import { usePrivileges } from '../../lib/privileges';

/** The staff endpoints (/users): list, detail, save, status, passwords, roles of a user, import. */
export const STAFF_PATH = '/users';

export const staffDetailQuery = (id: number | string) => detailQuery('/api/users/{id}', id);

/** Every school the user may see (for the School filter and the school choice); none without READ on school. */
export function useSchools() {
  const { can } = usePrivileges();
  const enabled = can('school', 'READ');
  const query = useQuery({ ...listQuery('/api/schools', { page: 0, size: PAGE_SIZES.max }), enabled });
  return { enabled, schools: enabled ? (query.data?.content ?? []) : [] };
}

/** Every role with its flags (the Add/Edit Role choice; inactive ones are shown disabled); needs READ on role. */
export function useRoles() {
  const { can } = usePrivileges();
  const enabled = can('role', 'READ');
  const query = useQuery({ ...listQuery('/api/roles', { page: 0, size: PAGE_SIZES.lookup }), enabled });
  return { enabled, roles: query.data?.content ?? [], isPending: enabled && query.isPending };
}

/** The classes of one school (the grades of a role assignment). */
export function useClassesOfSchool(schoolCode: string | undefined) {
  const { can } = usePrivileges();
  const enabled = can('class', 'READ') && Boolean(schoolCode);
  const query = useQuery({
    ...listQuery('/api/classes', { page: 0, size: PAGE_SIZES.lookup, schoolCode }),
    enabled,
  });
  return { classes: query.data?.content ?? [], isPending: enabled && query.isPending };
}

/** The subjects of one class, from its detail. */
export function useSubjectsOfClass(classId: number | undefined) {
  const { can } = usePrivileges();
  const query = useQuery({
    ...detailQuery('/api/classes/{id}', classId ?? 0),
    enabled: classId !== undefined && can('class', 'READ'),
  });
  return query.data?.subjects ?? [];
}

/** POST /users (Value added) or PUT /users/{id} (Updated). */
export const useSaveStaff = () => useSaveEntity({ create: '/api/users', update: '/api/users/{id}' });

/** PATCH /users/{id}?status&version: Activate / Deactivate (a deactivated user's sessions end). */
export const useStaffStatusChange = () => useStatusChange('/api/users/{id}');

/** PATCH /admin-controls/update-password/{id}: a temporary password the user must change at sign-in. */
export function useAssignTemporaryPassword() {
  return useMutation({
    mutationFn: ({ staff, password }: { staff: Staff; password: string }) =>
      http.patch('/api/admin-controls/update-password/{id}', {
        params: { path: { id: staff.id } },
        body: { email: staff.email, password },
      }),
    onSuccess: () => notify.success(MESSAGES.updated),
  });
}

/** PATCH /users/{id}/password: the teacher Change Password dialog (System Administrator). */
export function useChangeTeacherPassword() {
  return useMutation({
    mutationFn: ({ staffId, body }: { staffId: number; body: TeacherPasswordChangeRequest }) =>
      http.patch('/api/users/{id}/password', { params: { path: { id: staffId } }, body }),
    onSuccess: () => notify.success(MESSAGES.passwordChanged),
  });
}

/** POST (add) or PUT (edit) /users/{id}/roles/: one role of the user with its grades and subjects. */
export function useSaveUserRole(staffId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, body }: { mode: 'add' | 'edit'; body: RequestBody<'post', '/api/users/{id}/roles'> }) =>
      mode === 'add'
        ? http.post('/api/users/{id}/roles', { params: { path: { id: staffId } }, body })
        : http.put('/api/users/{id}/roles', { params: { path: { id: staffId } }, body }),
    onSuccess: (_staff, { mode }) => {
      notify.success(mode === 'add' ? MESSAGES.roleAdded : MESSAGES.updated);
      void client.invalidateQueries({ queryKey: [STAFF_PATH] });
    },
  });
}

/** DELETE /users/{id}/roles/{roleId} (the role's id, not the assignment's). */
export function useRemoveUserRole(staffId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roleId: number) =>
      http.delete('/api/users/{id}/roles/{roleId}', { params: { path: { id: staffId, roleId } } }),
    onSuccess: () => {
      notify.success(MESSAGES.roleRemoved);
      void client.invalidateQueries({ queryKey: [STAFF_PATH] });
    },
  });
}

/** The staff CSV import (ImportDialog). */
export const STAFF_IMPORT_PATHS = {
  previewPath: '/api/users/import/preview',
  confirmPath: '/api/users/import',
  templatePath: '/api/users/import/template',
} as const;
