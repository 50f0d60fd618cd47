// Bootstrap's rules for everything but the first page (see apps/web/build/purge-bootstrap.ts), then the
// app's own rules for those pages.
import 'virtual:tarmac/page-styles.css';
import './pages.css';
