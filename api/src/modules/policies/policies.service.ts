import {
  POLICY_MESSAGES,
  type Policy,
  type policyInput,
  type policyUpdateInput,
  type policyListQuery,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditOf, createdByActor, statusChange, toPage } from '../../lib/crud';
import { duplicate, fieldError } from '../../lib/http-errors';
import { canSeeSchool, schoolScopeOf, visibleRecord } from '../../lib/school-scope';
import * as repo from './policies.repository';
import type { AuthContext } from '../auth/auth-context';

type PolicyInput = z.output<typeof policyInput>;
type PolicyUpdate = z.output<typeof policyUpdateInput>;

function toResponse({ policy, school, gradeName }: repo.PolicyRow): Policy {
  return {
    id: policy.id,
    policyName: policy.policyName,
    category: policy.category,
    academicYear: policy.academicYear,
    school,
    class: policy.gradeId !== null && gradeName !== null ? { id: policy.gradeId, className: gradeName } : null,
    status: policy.status,
    ...auditOf(policy),
  };
}

/**
 * Policies belong to a school. The spec names no 'policy' privilege entity: the routes use 'school'.
 * A user limited to one school sees and writes only that school's policies.
 */
export function createPolicyService({ db }: AppDeps) {
  async function findVisible(id: number, auth: AuthContext) {
    return visibleRecord(auth, await repo.findPolicy(db, id), (row) => row.policy.schoolId);
  }

  /** The school must exist and be visible, the class (if any) must be one of that school's: 400 otherwise. */
  async function checkReferences(input: PolicyInput, auth: AuthContext) {
    const schoolId = await repo.findSchoolId(db, input.school.id);
    if (schoolId === null || !canSeeSchool(schoolScopeOf(auth), schoolId)) {
      throw fieldError('school.id', POLICY_MESSAGES.schoolNotFound);
    }
    if (input.class !== null && (await repo.findGradeSchoolId(db, input.class.id)) !== schoolId) {
      throw fieldError('class.id', POLICY_MESSAGES.classNotInSchool);
    }
  }

  async function assertNameFree(input: PolicyInput, exceptId?: number) {
    const values = { schoolId: input.school.id, policyName: input.policyName, academicYear: input.academicYear };
    if ((await repo.findSameNamedPolicyId(db, values, exceptId)) !== null) {
      throw duplicate('policyName', POLICY_MESSAGES.duplicateName);
    }
  }

  const columnsOf = (input: PolicyInput) => ({
    policyName: input.policyName,
    category: input.category,
    academicYear: input.academicYear,
    schoolId: input.school.id,
    gradeId: input.class?.id ?? null,
    status: input.status,
  });

  async function get(id: number, auth: AuthContext) {
    return toResponse(await findVisible(id, auth));
  }

  return {
    get,

    async list(query: z.output<typeof policyListQuery>, auth: AuthContext) {
      const { rows, total } = await repo.listPolicies(db, { ...query, scope: schoolScopeOf(auth) });
      return toPage(query, total, rows.map(toResponse));
    },

    async create(input: PolicyInput, auth: AuthContext) {
      await checkReferences(input, auth);
      await assertNameFree(input);
      const id = await repo.insertPolicy(db, { ...columnsOf(input), ...createdByActor(auth.email) });
      return get(id, auth);
    },

    async update(id: number, input: PolicyUpdate, auth: AuthContext) {
      await findVisible(id, auth);
      await checkReferences(input, auth);
      await assertNameFree(input, id);
      await repo.policyWrites.update(db, id, input.version, columnsOf(input), auth.email);
      return get(id, auth);
    },

    changeStatus: statusChange(db, repo.policyWrites, findVisible, get),
  };
}
