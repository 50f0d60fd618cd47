/**
 * What a screen does with a mutation's answer (its confirmation toast), run by the mutation itself through its
 * hook's options rather than by `mutate`'s per-call callbacks: TanStack Query drops those when the component
 * that called has unmounted, and the answer often unmounts it (the passes close the seat chooser, a cancelled
 * booking loses its Cancel button, a new admin loses Make Admin).
 */
export interface MutationAnswer<T> {
  onSuccess?: (answer: T) => void;
  onError?: (error: Error) => void;
}
