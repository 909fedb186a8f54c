/**
 * One way to write a state machine (orders, receipts, waves; sourcing next). Each action names the
 * states it may leave, the state it leads to, who may take it and what it does besides (its effect).
 * The module keeps the locking, the stamping and the log around `apply`; the rules live in one table
 * that a test can walk and a screen can ask (`allowed`).
 */

export type TTransition<TState extends string, TWho extends string, TContext> = {
  from: readonly TState[];
  /**
   * The state after the action: a state, null when the action keeps the state (an edit, a scan), or a
   * function of the context, asked after the effect ran, when it depends on the object or on what the
   * effect found (back to where an exception came from; a wave picked short).
   */
  to: TState | null | ((context: TContext) => TState);
  who: readonly TWho[];
  /** What the action does besides changing the state (stock, stamps, log detail), inside the caller's transaction. */
  effect?: (context: TContext) => Promise<void> | void;
};

/** Why an action was refused: the actor may not take it at all, or not from the object's state. */
export type TRefusalReason = "who" | "state";

export type TLifecycle<TAction extends string, TState extends string, TWho extends string, TContext> = {
  readonly transitions: Readonly<Record<TAction, TTransition<TState, TWho, TContext>>>;
  /** The actions `who` may take from `state`, in the table's order (a screen's buttons). */
  allowed(state: TState, who: TWho): TAction[];
  /** Null when the action may run; otherwise why not. */
  refusal(action: TAction, state: TState, who: TWho): TRefusalReason | null;
  /**
   * Checks the action (`refuse` turns a refusal into the module's error), runs its effect and answers
   * the state it leads to (the current one for an action that keeps it). Writing the state, the stamps
   * and the log stays with the module, in the same transaction.
   */
  apply(
    action: TAction,
    at: { state: TState; who: TWho },
    context: TContext,
    refuse: (reason: TRefusalReason) => Error,
  ): Promise<TState>;
};

export function defineLifecycle<TAction extends string, TState extends string, TWho extends string, TContext>(
  transitions: Record<TAction, TTransition<TState, TWho, TContext>>,
): TLifecycle<TAction, TState, TWho, TContext> {
  const actions = Object.keys(transitions) as TAction[];
  const refusal = (action: TAction, state: TState, who: TWho): TRefusalReason | null => {
    const rule = transitions[action];
    if (!rule.who.includes(who)) return "who";
    if (!rule.from.includes(state)) return "state";
    return null;
  };
  return {
    transitions,
    allowed: (state, who) => actions.filter((a) => refusal(a, state, who) === null),
    refusal,
    async apply(action, at, context, refuse) {
      const reason = refusal(action, at.state, at.who);
      if (reason) throw refuse(reason);
      const rule = transitions[action];
      await rule.effect?.(context);
      return typeof rule.to === "function" ? rule.to(context) : (rule.to ?? at.state);
    },
  };
}
