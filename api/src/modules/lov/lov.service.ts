import { LOV_MESSAGES, type Lov, type lovInput, type lovUpdateInput, type lovListQuery } from '@school/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { auditOf, childrenOf, createdByActor, idsOf, statusChange, toPage } from '../../lib/crud';
import { badRequest, duplicate, notFound } from '../../lib/http-errors';
import * as repo from './lov.repository';
import type { AuthContext } from '../auth/auth-context';

type LovInput = z.output<typeof lovInput>;
type LovUpdate = z.output<typeof lovUpdateInput>;

function toResponse(row: repo.LovRow, items: repo.LovItemRow[]): Lov {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    items: items.map(({ id, name, value, status, sortOrder }) => ({ id, name, value, status, sortOrder })),
    ...auditOf(row),
  };
}

/** Lists of values are shared by every school: no school scope applies. */
export function createLovService({ db }: AppDeps) {
  async function assertNameFree(name: string, exceptId?: number) {
    const existing = await repo.findLovIdByName(db, name);
    if (existing !== null && existing !== exceptId) throw duplicate('name', LOV_MESSAGES.duplicateName);
  }

  async function get(id: number) {
    const row = await repo.findLov(db, id);
    if (!row) throw notFound();
    return toResponse(row, await repo.itemsOf(db, [id]));
  }

  return {
    get,

    async list(query: z.output<typeof lovListQuery>) {
      const { rows, total } = await repo.listLovs(db, query);
      const itemsOf = childrenOf(await repo.itemsOf(db, idsOf(rows)), (item) => item.lovId);
      return toPage(
        query,
        total,
        rows.map((row) => toResponse(row, itemsOf(row.id))),
      );
    },

    async create(input: LovInput, auth: AuthContext) {
      await assertNameFree(input.name);
      const id = await db.transaction(async (tx) => {
        const row = await repo.insertLov(tx, {
          name: input.name,
          description: input.description,
          status: input.status,
          ...createdByActor(auth.email),
        });
        await repo.insertItems(
          tx,
          input.items.map((item, sortOrder) => ({
            lovId: row.id,
            name: item.name,
            value: item.value,
            status: item.status,
            sortOrder,
          })),
        );
        return row.id;
      });
      return get(id);
    },

    /** Existing items keep name and value (they may change status); new items are appended. */
    async update(id: number, input: LovUpdate, auth: AuthContext) {
      const existing = await repo.findLov(db, id);
      if (!existing) throw notFound();
      await assertNameFree(input.name, id);
      const current = await repo.itemsOf(db, [id]);
      const fieldErrors: Record<string, string[]> = {};
      input.items.forEach((item, index) => {
        if (item.id === undefined) return;
        const stored = current.find((candidate) => candidate.id === item.id);
        if (!stored) fieldErrors[`items.${index}.id`] = ['This item is not part of the list'];
        else if (stored.name !== item.name || stored.value !== item.value) {
          fieldErrors[`items.${index}.name`] = [LOV_MESSAGES.lockedItem];
        }
      });
      const newItems = input.items.filter((item) => item.id === undefined);
      const clash = newItems.find((item) =>
        current.some((stored) => stored.value.toLowerCase() === item.value.toLowerCase()),
      );
      if (clash) fieldErrors[`items.${input.items.indexOf(clash)}.value`] = ['This value is already in the list'];
      if (Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors);

      await db.transaction(async (tx) => {
        await repo.lovWrites.update(
          tx,
          id,
          input.version,
          { name: input.name, description: input.description, status: input.status },
          auth.email,
        );
        for (const item of input.items) {
          if (item.id !== undefined) await repo.setItemStatus(tx, id, item.id, item.status);
        }
        await repo.insertItems(
          tx,
          newItems.map((item, index) => ({
            lovId: id,
            name: item.name,
            value: item.value,
            status: item.status,
            sortOrder: current.length + index,
          })),
        );
      });
      return get(id);
    },

    /** Shared by every school: anyone with the privilege changes any of them. */
    changeStatus: statusChange(db, repo.lovWrites, async () => undefined, get),
  };
}
