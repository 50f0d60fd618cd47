import type { z } from 'zod';
import { packageBody, type Package } from '@tarmac/shared';

export type PackageInput = z.input<typeof packageBody>;
export type PackageValues = z.output<typeof packageBody>;

export const packageFieldNames = Object.keys(packageBody.shape) as (keyof PackageValues)[];

export const emptyPackage: PackageInput = {
  packageName: '',
  tier: 'silver',
  bagWeight: '',
  packagesPrice: '',
  packageFacility1: '',
  packageFacility2: '',
};

export function toPackageInput(pkg: Package): PackageInput {
  return {
    packageName: pkg.packageName,
    tier: pkg.tier,
    bagWeight: String(pkg.bagWeight),
    packagesPrice: String(pkg.packagesPrice),
    packageFacility1: pkg.packageFacility1,
    packageFacility2: pkg.packageFacility2,
  };
}
