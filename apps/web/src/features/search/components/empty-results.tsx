import { Link } from 'react-router';
import { paths } from '../../../app/paths';

/** SPEC §2: what the results page says when a search found nothing. */
export function EmptyResults() {
  return (
    <div className="text-center py-5 px-3 border rounded-3 bg-body-tertiary">
      <h2 className="h4">No Flights Found According to Your Search Data</h2>
      <p className="text-body-secondary">Please Search again with different data</p>
      <Link to={paths.home.getHref()} className="btn btn-primary">
        Go to Search
      </Link>
    </div>
  );
}
