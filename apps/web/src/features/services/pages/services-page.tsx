import { Card, Col, Container, Row } from 'react-bootstrap';
import { usePageTitle } from '../../../lib/page-title';
import { additionalServices, ServiceArt } from '../additional-services';
import '../services.css';
import { t } from '../../../i18n/i18n';

/** /services: the additional services beside the flights. */
export function ServicesPage() {
  usePageTitle(t('services.services'));
  return (
    <Container className="py-4 py-md-5">
      <h1 className="h2">{t('services.services')}</h1>
      <p className="lead mb-4">{t('services.intro')}</p>
      <Row xs={1} md={2} className="g-4">
        {additionalServices.map((service) => (
          <Col key={service.id}>
            <Card as="article" className="h-100 shadow-sm overflow-hidden">
              <ServiceArt service={service} className="service-art-card" />
              <Card.Body>
                <h2 className="h4">{t(service.title)}</h2>
                <p className="mb-0">{t(service.text)}</p>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </Container>
  );
}
