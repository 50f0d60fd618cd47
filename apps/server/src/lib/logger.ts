/** What domain logic needs of a logger; Fastify's (pino) logger is one, so is a test's. */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
