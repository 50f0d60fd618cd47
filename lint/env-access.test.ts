import { describe, expect, it } from 'vitest';
import { snippetRepository } from './snippet-repository.js';

// An empty stand-in repository: the rule needs no other file.
const repository = snippetRepository();

/** The rules ESLint finds broken by `code` saved as `file` of the stand-in repository. */
async function rulesBroken(file: string, code: string) {
  return (await repository.lint(file, code)).map((m) => m.ruleId);
}

const readsPort = 'export const port = process.env.PORT;\n';

describe('settings are read in config.ts only (restrictEnvAccess)', () => {
  it('refuses process.env in server code, in any form', async () => {
    expect(await rulesBroken('apps/server/src/mail/mailer.ts', readsPort)).toEqual(['no-restricted-properties']);
    expect(await rulesBroken('apps/server/src/cluster.ts', "export const workers = process.env['WORKERS'];\n")).toEqual(['no-restricted-properties']);
    expect(await rulesBroken('apps/server/src/main.ts', 'const { env } = process;\nexport const port = env.PORT;\n')).toEqual(['no-restricted-properties']);
    expect(await rulesBroken('apps/server/src/main.ts', "import { env } from 'node:process';\n\nexport const port = env.PORT;\n")).toEqual(['no-restricted-syntax']);
  });

  it('refuses it in the web app and the shared package too', async () => {
    expect(await rulesBroken('apps/web/src/lib/api-client.ts', readsPort)).toEqual(['no-restricted-properties']);
    expect(await rulesBroken('packages/shared/src/limits.ts', readsPort)).toEqual(['no-restricted-properties']);
  });

  it('lets config.ts, tests, the test helpers and the seed script read it', async () => {
    expect(await rulesBroken('apps/server/src/config.ts', readsPort)).toEqual([]);
    expect(await rulesBroken('apps/server/src/jobs/queue.test.ts', readsPort)).toEqual([]);
    expect(await rulesBroken('apps/server/src/testing/test-database.ts', readsPort)).toEqual([]);
    expect(await rulesBroken('apps/server/src/db/seed/cli.ts', readsPort)).toEqual([]);
  });
});
