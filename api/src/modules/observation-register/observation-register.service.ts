import {
  OBSERVATION_REGISTER_MESSAGES,
  type ObservationRegister,
  type observationRegisterInput,
  type observationRegisterUpdateInput,
  type observationRegisterListQuery,
  sortGradeNames,
} from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditOf, childrenOf, createdByActor, idsOf, statusChange, toPage } from '../../lib/crud';
import { badRequest, duplicate, notFound } from '../../lib/http-errors';
import * as repo from './observation-register.repository';
import type { AuthContext } from '../auth/auth-context';

type RegisterInput = z.output<typeof observationRegisterInput>;
type RegisterUpdate = z.output<typeof observationRegisterUpdateInput>;
type ObservationInput = RegisterInput['observations'][number];

function toResponse(row: repo.RegisterRow, observations: repo.ObservationRow[]): ObservationRegister {
  return {
    id: row.id,
    name: row.name,
    // Grades read in grade order (Nursery … XII, then others), however they were saved.
    grades: sortGradeNames(row.grades).map((className) => ({ className })),
    observations: observations.map(({ id, name, tags, learningOutcomes, sortOrder }) => ({
      id,
      name,
      tagList: tags,
      learningOutcomes,
      sortOrder,
    })),
    status: row.status,
    ...auditOf(row),
  };
}

/** A missing sortOrder is the observation's position; missing tags keep the stored ones (the client strips them). */
function observationValues(input: ObservationInput, index: number, storedTags: string[] = []): repo.ObservationValues {
  return {
    name: input.name,
    tags: input.tagList ?? storedTags,
    learningOutcomes: input.learningOutcomes,
    sortOrder: input.sortOrder ?? index,
  };
}

const registerValues = (input: RegisterInput) => ({
  name: input.name,
  grades: input.grades.map((grade) => grade.className),
  status: input.status,
});

/** The observation registry is shared by the whole network: no school scope applies. */
export function createObservationRegisterService({ db }: AppDeps) {
  async function assertNameFree(name: string, exceptId?: number) {
    const existing = await repo.findRegisterIdByName(db, name);
    if (existing !== null && existing !== exceptId) {
      throw duplicate('name', OBSERVATION_REGISTER_MESSAGES.duplicateName);
    }
  }

  async function get(id: number) {
    const row = await repo.findRegister(db, id);
    if (!row) throw notFound();
    return toResponse(row, await repo.observationsOf(db, [id]));
  }

  return {
    get,

    async list(query: z.output<typeof observationRegisterListQuery>) {
      const { rows, total } = await repo.listRegisters(db, query);
      const observationsOf = childrenOf(await repo.observationsOf(db, idsOf(rows)), (item) => item.registerId);
      return toPage(
        query,
        total,
        rows.map((row) => toResponse(row, observationsOf(row.id))),
      );
    },

    /** Every observation is new here: ids sent along (a copied entry) are ignored. */
    async create(input: RegisterInput, auth: AuthContext) {
      await assertNameFree(input.name);
      const id = await db.transaction(async (tx) => {
        const registerId = await repo.insertRegister(tx, { ...registerValues(input), ...createdByActor(auth.email) });
        await repo.insertObservations(
          tx,
          registerId,
          input.observations.map((observation, index) => observationValues(observation, index)),
        );
        return registerId;
      });
      return get(id);
    },

    /** Replaces the observations list: kept by id, added without one, removed when left out. */
    async update(id: number, input: RegisterUpdate, auth: AuthContext) {
      const version = input.version;
      if (!(await repo.findRegister(db, id))) throw notFound();
      await assertNameFree(input.name, id);
      const stored = await repo.observationsOf(db, [id]);
      const fieldErrors: Record<string, string[]> = {};
      input.observations.forEach((observation, index) => {
        if (observation.id !== undefined && !stored.some((row) => row.id === observation.id)) {
          fieldErrors[`observations.${index}.id`] = [OBSERVATION_REGISTER_MESSAGES.unknownObservation];
        }
      });
      if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors);

      await db.transaction(async (tx) => {
        // First, so a stale version stops the whole save before anything else changes.
        await repo.registerWrites.update(tx, id, version, registerValues(input), auth.email);
        const keptIds = input.observations.flatMap((observation) =>
          observation.id === undefined ? [] : [observation.id],
        );
        await repo.deleteObservationsExcept(tx, id, keptIds);
        const added: repo.ObservationValues[] = [];
        for (const [index, observation] of input.observations.entries()) {
          if (observation.id === undefined) {
            added.push(observationValues(observation, index));
            continue;
          }
          const storedTags = stored.find((row) => row.id === observation.id)?.tags;
          await repo.updateObservation(tx, id, observation.id, observationValues(observation, index, storedTags));
        }
        await repo.insertObservations(tx, id, added);
      });
      return get(id);
    },

    /** Shared by every school: anyone with the privilege changes any of them. */
    changeStatus: statusChange(db, repo.registerWrites, async () => undefined, get),
  };
}
