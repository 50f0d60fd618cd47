import type { Pilot } from '@tarmac/shared';
import { paths } from '../../../app/paths';
import { NameOnlyTable } from '../../../components/name-only-table';
import type { DeleteTarget } from '../../../lib/use-delete-flow';

export function PilotsTable({ rows, onDelete }: { rows: Pilot[]; onDelete: (target: DeleteTarget) => void }) {
  return (
    <NameOnlyTable rows={rows.map((r) => ({ ...r, name: r.pilotName }))} nameHeading="Pilot name" updateHref={paths.admin.pilotUpdate.getHref} onDelete={onDelete} />
  );
}
