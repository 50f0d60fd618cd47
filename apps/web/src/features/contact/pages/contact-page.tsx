import { Card, Col, Container, Row } from 'react-bootstrap';
import { usePageTitle } from '../../../lib/page-title';
import { ContactForm } from '../components/contact-form';
import { t } from '../../../i18n/i18n';

/** /contact: write to the airline. */
export function ContactPage() {
  usePageTitle(t('contact.contact'));
  return (
    <Container className="py-4 py-md-5">
      <Row className="g-4">
        <Col xs={12} lg={5}>
          <h1 className="h2">{t('contact.contact')}</h1>
          <p className="lead">{t('contact.intro')}</p>
          <address className="mb-0">
            <strong>{t('contact.tarmac')}</strong>
            <br />
            {t('contact.officeAddress')}
            <br />
            {t('contact.open247')}
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
