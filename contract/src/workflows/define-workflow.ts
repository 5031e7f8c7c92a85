/**
 * A workflow as data (architecture guide, 'Workflows are data'): named transitions with the states they leave from,
 * the state they reach, who may make them and what else must hold. The server applies a transition only through
 * `apply` (403 for the wrong actor, 409 for the wrong state, a guard's own answer otherwise); the screens and the
 * abilities ask the same `apply`, so both read the same table.
 */
/** The state a transition reaches: a state, or (a save) a function of the state left. */
export type Target<S extends string> = S | ((from: S) => S);

export interface TransitionDef<S extends string, A extends string, C = undefined, To extends Target<S> = S> {
  from: readonly S[];
  /** The state reached: a state, or a function of the state left (a save keeps it). */
  to: To;
  /** The one actor the transition is for (plan machines have one, 'planner': their guards judge the user). */
  by: A;
  /** Checked in order once the actor and the state fit: the first refusal is the answer. */
  guards?: readonly Guard<S, A, C>[];
}

/** Why a transition is refused: 403 for who, 409 for the state. */
export interface WorkflowRefusal {
  ok: false;
  httpStatus: 403 | 409;
  message: string;
}

/** The one result of every machine (plans and goals): the state reached, or why not. */
export type WorkflowResult<S extends string> = { ok: true; to: S } | WorkflowRefusal;

/** A condition of a transition beyond its actor and state: null when it holds. */
export type Guard<S extends string, A extends string, C, T extends string = string> = (step: {
  from: S;
  transition: T;
  actor: A;
  context: C;
}) => WorkflowRefusal | null;

export const workflowRefusal = (httpStatus: 403 | 409, message: string): WorkflowRefusal => ({
  ok: false,
  httpStatus,
  message,
});

export interface WorkflowMessages<S extends string, T extends string, A extends string> {
  /** The transition cannot be made from this state. */
  notFrom: (transition: T, from: S) => string;
  /** The actor is not the one the transition is for. */
  notBy: (transition: T, by: A) => string;
}

export interface WorkflowOptions<S extends string, A extends string, C, T extends string> {
  /** Checked before every transition (a state that forbids everything answers before the table does). */
  before?: Guard<S, A, C, T>;
}

/** The context argument: left out when a machine has none. */
type ContextArg<C> = C extends undefined ? [context?: C] : [context: C];

export function defineWorkflow<
  S extends string,
  A extends string,
  T extends string,
  C = undefined,
  To extends Target<S> = S,
>(
  states: readonly S[],
  transitions: Record<T, TransitionDef<S, A, C, To>>,
  messages: WorkflowMessages<S, T, A>,
  options: WorkflowOptions<S, A, C, T> = {},
) {
  const apply = (from: S, transition: T, actor: A, ...args: ContextArg<C>): WorkflowResult<S> => {
    // Machines without a context are given none; their guards do not read it.
    const context = args[0] as C;
    const def = transitions[transition];
    if (def.by !== actor) return workflowRefusal(403, messages.notBy(transition, def.by));
    const before = options.before?.({ from, transition, actor, context });
    if (before) return before;
    if (!def.from.includes(from)) return workflowRefusal(409, messages.notFrom(transition, from));
    for (const guard of def.guards ?? []) {
      const refused = guard({ from, transition, actor, context });
      if (refused) return refused;
    }
    const target: Target<S> = def.to;
    return { ok: true, to: typeof target === 'function' ? target(from) : target };
  };
  return {
    states,
    transitions,
    apply,
    can: (from: S, transition: T, actor: A, ...context: ContextArg<C>) => apply(from, transition, actor, ...context).ok,
    /** The transitions an actor may make from a state (what a screen offers). */
    available: (from: S, actor: A, ...context: ContextArg<C>) =>
      (Object.keys(transitions) as T[]).filter((transition) => apply(from, transition, actor, ...context).ok),
  };
}

/**
 * The order of a machine's states, for rules that hold from a state on ("feedback opens once the goals are
 * reviewed"): compared by name through the machine's own list, never by a number written elsewhere.
 */
export function stateOrder<S extends string>(states: readonly S[]) {
  const rank = (state: S) => states.indexOf(state);
  return {
    /** The state is `floor` or a later one. */
    isAtLeast: (state: S, floor: S) => rank(state) >= rank(floor),
    /** The state comes before `ceiling`. */
    isBefore: (state: S, ceiling: S) => rank(state) < rank(ceiling),
    /** The states from `floor` on, in order (for a query's list of states). */
    from: (floor: S): S[] => states.slice(rank(floor)),
  };
}
