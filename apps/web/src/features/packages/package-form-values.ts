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
  packageNameBn: '',
  packageFacility1Bn: '',
  packageFacility2Bn: '',
  refundable: true,
  changeFee: '0',
  refundFeeBefore24h: '0',
  refundFeeWithin24h: '0',
};

export function toPackageInput(pkg: Package): PackageInput {
  return {
    packageName: pkg.packageName,
    tier: pkg.tier,
    bagWeight: String(pkg.bagWeight),
    packagesPrice: String(pkg.packagesPrice),
    packageFacility1: pkg.packageFacility1,
    packageFacility2: pkg.packageFacility2,
    packageNameBn: pkg.packageNameBn ?? '',
    packageFacility1Bn: pkg.packageFacility1Bn ?? '',
    packageFacility2Bn: pkg.packageFacility2Bn ?? '',
    refundable: pkg.refundable,
    changeFee: String(pkg.changeFee),
    refundFeeBefore24h: String(pkg.refundFeeBefore24h),
    refundFeeWithin24h: String(pkg.refundFeeWithin24h),
  };
}
