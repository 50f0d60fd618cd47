import { tierFromName, type Package, type packageBody } from '@tarmac/shared';
import type { z } from 'zod';
import type { Db } from '../db/open.js';
import { InvalidInputError } from '../lib/domain-errors.js';
import { packagesRepo, type PackageInput } from './packages.repo.js';
import type { EntityStore } from './store.js';

type PackageBody = z.output<typeof packageBody>;

/** Settles a package's tier: legacy clients send none, and "Gold Package" speaks for itself. */
export function withTier(b: PackageBody): PackageInput {
  const tier = b.tier ?? tierFromName(b.packageName);
  if (!tier) throw InvalidInputError.field('tier', 'package.tierRequired');
  return { ...b, tier };
}

/** The packages as the catalogue offers them: bodies as clients send them. */
export function packageCatalog(db: Db): EntityStore<PackageBody, Package> {
  const repo = packagesRepo(db);
  return {
    ...repo,
    create: (b) => repo.create(withTier(b)),
    update: (id, b) => repo.update(id, withTier(b)),
  };
}
