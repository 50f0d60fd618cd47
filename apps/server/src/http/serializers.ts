/**
 * Fastify's serializer for hot routes whose answers are already JSON text (cached lists) or plain data built
 * field by field (so nothing undeclared can leak); the zod response schema still documents the shape.
 */
export const plainJson = () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));
