import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../app/paths';

const facts = [
  { value: '29+', label: 'aircraft' },
  { value: '24/7', label: 'service' },
  { value: '2023', label: 'flying since' },
];

/** /about: the company, and a way to reach it. */
export function AboutPage() {
  usePageTitle('About Us');
  return (
    <Container className="py-4 py-md-5">
      <Row className="g-4 align-items-center">
        <Col xs={12} lg={7}>
          <h1 className="h2">About Tarmac</h1>
          <p className="lead">
            Tarmac is a Bangladeshi airline connecting Dhaka with the cities of the country and the region, with honest fares and
            friendly crews.
          </p>
          <p>
            We fly domestic routes to Chattogram, Cox&apos;s Bazar, Sylhet, Jashore and Saidpur, and international routes across South
            and South-East Asia and the Middle East. Every fare comes in three packages (Silver, Gold and Platinum), so you choose
            how much baggage and comfort you need.
          </p>
          <p>
            Beyond the flight, our team arranges money exchange, car and ship rental and hotel rooms, so the whole journey is in one
            place. Our service desk is open day and night.
          </p>
          <Link to={paths.contact.getHref()} className="btn btn-primary">
            Contact US
          </Link>
        </Col>
        <Col xs={12} lg={5}>
          <div className="about-facts rounded-4 p-4 text-white" style={{ background: 'linear-gradient(135deg, #0b3d91 0%, #1c6dd0 100%)' }}>
            <ul className="row list-unstyled mb-0 text-center g-3">
              {facts.map((fact) => (
                <li key={fact.label} className="col-4">
                  <span className="d-block display-6 fw-bold">{fact.value}</span>
                  <span>{fact.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </Col>
      </Row>
    </Container>
  );
}
