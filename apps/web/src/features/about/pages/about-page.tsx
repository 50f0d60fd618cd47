import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n/i18n';

/** Values and labels are message ids, read at render time. */
const facts = [
  { value: 'about.fact.aircraftValue', label: 'about.fact.aircraft' },
  { value: 'about.fact.serviceValue', label: 'about.fact.service' },
  { value: 'about.fact.sinceValue', label: 'about.fact.since' },
];

/** /about: the company, and a way to reach it. */
export function AboutPage() {
  usePageTitle(t('about.aboutUs'));
  return (
    <Container className="py-4 py-md-5">
      <Row className="g-4 align-items-center">
        <Col xs={12} lg={7}>
          <h1 className="h2">{t('about.aboutTarmac')}</h1>
          <p className="lead">
            {t('about.introParagraph')}
          </p>
          <p>
            {t('about.routesParagraph')}
          </p>
          <p>
            {t('about.servicesParagraph')}
          </p>
          <Link to={paths.contact.getHref()} className="btn btn-primary">
            {t('about.contactUs')}
          </Link>
        </Col>
        <Col xs={12} lg={5}>
          <div className="about-facts rounded-4 p-4 text-white" style={{ background: 'linear-gradient(135deg, #0b3d91 0%, #1c6dd0 100%)' }}>
            <ul className="row list-unstyled mb-0 text-center g-3">
              {facts.map((fact) => (
                <li key={fact.label} className="col-4">
                  <span className="d-block display-6 fw-bold">{t(fact.value)}</span>
                  <span>{t(fact.label)}</span>
                </li>
              ))}
            </ul>
          </div>
        </Col>
      </Row>
    </Container>
  );
}
