import { LegalPage } from './LegalPage';

/** /terms */
export default function TermsPage() {
  return <LegalPage name="terms" />;
}
