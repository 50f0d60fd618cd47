import type { CabinCrew } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { NameOnlyTable } from '../../../components/name-only-table';
import type { DeleteTarget } from '../../../lib/use-delete-flow';

export function CabinCrewTable({ rows, onDelete }: { rows: CabinCrew[]; onDelete: (target: DeleteTarget) => void }) {
  return (
    <NameOnlyTable
      rows={rows.map((r) => ({ ...r, name: r.cabinCrewName }))}
      nameHeading="Cabin crew name"
      updateHref={paths.admin.cabinCrewUpdate.getHref}
      onDelete={onDelete}
    />
  );
}
