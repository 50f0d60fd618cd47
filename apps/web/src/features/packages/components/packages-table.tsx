import { Badge } from 'react-bootstrap';
import { formatTaka, type Package } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { CreatedUpdated } from '../../../components/created-updated';
import { RowActions } from '../../../components/row-actions';
import type { DeleteTarget } from '../../../lib/use-delete-flow';
import { ListTable } from '../../../components/list-table';
import { FareRulesNote } from '../../../components/fare-rules-note';

const tierColours = { silver: 'secondary', gold: 'warning', platinum: 'dark' } as const;

export function PackagesTable({ packages, onDelete }: { packages: Package[]; onDelete: (target: DeleteTarget) => void }) {
  return (
    <ListTable headings={['SL', 'Package name', 'Tier', 'Bag weight', 'Price', 'Facilities', 'Fare rules', 'Created & Updated', 'Action']}>
      {packages.map((pkg, index) => (
        <tr key={pkg._id}>
          <td>{index + 1}</td>
          <td className="fw-semibold text-break">
            {pkg.packageName}
            {pkg.packageNameBn && (
              <div className="small fw-normal text-body-secondary" lang="bn">
                {pkg.packageNameBn}
              </div>
            )}
          </td>
          <td>
            <Badge bg={tierColours[pkg.tier]} className="text-capitalize">
              {pkg.tier}
            </Badge>
          </td>
          <td className="text-nowrap">{pkg.bagWeight} kg</td>
          <td className="text-nowrap">{formatTaka(pkg.packagesPrice)}</td>
          <td className="small">
            <div>{pkg.packageFacility1}</div>
            <div>{pkg.packageFacility2}</div>
            {(pkg.packageFacility1Bn || pkg.packageFacility2Bn) && (
              <div className="text-body-secondary" lang="bn">
                {[pkg.packageFacility1Bn, pkg.packageFacility2Bn].filter(Boolean).join(' · ')}
              </div>
            )}
          </td>
          <td style={{ minWidth: '14rem' }}>
            <FareRulesNote rules={pkg} className="small mb-0" />
          </td>
          <td>
            <CreatedUpdated createdAt={pkg.createdAt} updatedAt={pkg.updatedAt} />
          </td>
          <td>
            <RowActions
              name={pkg.packageName}
              updateTo={paths.admin.packageUpdate.getHref(pkg._id)}
              onDelete={() => onDelete({ id: pkg._id, name: pkg.packageName })}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
