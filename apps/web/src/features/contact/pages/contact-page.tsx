import { Card, Col, Container, Row } from 'react-bootstrap';
import { usePageTitle } from '../../../lib/page-title';
import { ContactForm } from '../components/contact-form';

/** /contact: write to the airline. */
export function ContactPage() {
  usePageTitle('Contact');
  return (
    <Container className="py-4 py-md-5">
      <Row className="g-4">
        <Col xs={12} lg={5}>
          <h1 className="h2">Contact</h1>
          <p className="lead">Questions about a booking, baggage or a special request? Write to us and our team will answer.</p>
          <address className="mb-0">
            <strong>Tarmac</strong>
            <br />
            Hazrat Shahjalal International Airport, Dhaka 1229
            <br />
            Open 24/7
          </address>
        </Col>
        <Col xs={12} lg={7}>
          <Card className="shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <ContactForm />
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
