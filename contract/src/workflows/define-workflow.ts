/**
 * A workflow as data (architecture guide, 'Workflows are data'): named transitions with the states they leave from,
 * the state they reach and who may make them. The server applies a transition only through `apply` (403 for the
 * wrong actor, 409 for the wrong state); the screens ask `can` what to offer, so both read the same table.
 */
export interface TransitionDef<S extends string, A extends string> {
  from: readonly S[];
  to: S;
  by: A;
}

export type WorkflowResult<S extends string> =
  | { ok: true; to: S }
  | { ok: false; httpStatus: 403 | 409; message: string };

export interface WorkflowMessages<S extends string, T extends string, A extends string> {
  /** The transition cannot be made from this state. */
  notFrom: (transition: T, from: S) => string;
  /** The actor is not the one the transition is for. */
  notBy: (transition: T, by: A) => string;
}

export function defineWorkflow<S extends string, A extends string, T extends string>(
  states: readonly S[],
  transitions: Record<T, TransitionDef<S, A>>,
  messages: WorkflowMessages<S, T, A>,
) {
  const apply = (from: S, transition: T, actor: A): WorkflowResult<S> => {
    const def = transitions[transition];
    if (def.by !== actor) return { ok: false, httpStatus: 403, message: messages.notBy(transition, def.by) };
    if (!def.from.includes(from)) return { ok: false, httpStatus: 409, message: messages.notFrom(transition, from) };
    return { ok: true, to: def.to };
  };
  return {
    states,
    transitions,
    apply,
    can: (from: S, transition: T, actor: A) => apply(from, transition, actor).ok,
    /** The transitions an actor may make from a state (what a screen offers). */
    available: (from: S, actor: A) =>
      (Object.keys(transitions) as T[]).filter((transition) => apply(from, transition, actor).ok),
  };
}
