/** Who caused an event. A Temporal workflow acts as `automation`, identified by its workflow id. */
export type ActorKind = 'user' | 'candidate' | 'agency' | 'automation';

export type Actor = {
  kind: ActorKind;
  id: string;
  name: string;
};
