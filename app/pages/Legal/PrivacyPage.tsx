import { LegalPage } from './LegalPage';

/** /privacy */
export default function PrivacyPage() {
  return <LegalPage name="privacy" />;
}
