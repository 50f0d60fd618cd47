/**
 * What every catalogue entity offers its callers (the routes, the demo seed, future admin jobs): plain
 * reads and writes of API-shaped entities. Failures are domain errors: NotFoundError, DuplicateError,
 * InUseError, InvalidInputError.
 */
export interface CatalogStore<Input, Entity> {
  create(input: Input): Promise<Entity>;
  list(): Promise<Entity[]>;
  /** The entity, or NotFoundError. */
  get(id: string): Promise<Entity>;
  /** The updated entity, or NotFoundError. */
  update(id: string, input: Input): Promise<Entity>;
  /** Deletes, or NotFoundError; InUseError when other rows still refer to it. */
  remove(id: string): Promise<void>;
}

/** The same store, announcing each successful write (so every process drops its cached catalogue). */
export function announcingChanges<Input, Entity>(store: CatalogStore<Input, Entity>, changed: () => Promise<void>): CatalogStore<Input, Entity> {
  const announced =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await write(...args);
      await changed();
      return result;
    };
  return {
    list: () => store.list(),
    get: (id) => store.get(id),
    create: announced((input: Input) => store.create(input)),
    update: announced((id: string, input: Input) => store.update(id, input)),
    remove: announced((id: string) => store.remove(id)),
  };
}
