import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';

/** A welcome for now; the search panel and carousels come with the home page issue. */
export function HomePage() {
  usePageTitle('');
  return (
    <section className="hero py-5">
      <Container className="py-md-5">
        <h1 className="display-5 fw-bold">Welcome to Tarmac</h1>
        <p className="lead mb-4">Domestic and international flights, booked in a few clicks.</p>
        <div className="d-flex flex-wrap gap-2">
          <Link to="/booking" className="btn btn-light btn-lg">
            Book a flight
          </Link>
          <Link to="/login" className="btn btn-outline-light btn-lg">
            Login
          </Link>
        </div>
      </Container>
    </section>
  );
}
