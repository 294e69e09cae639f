import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { commonTexts } from '../../shared/i18n/common-texts';
import { useTexts } from '../../shared/i18n/texts';

export function NotFound() {
  const common = useTexts(commonTexts);
  useDocumentTitle(common.notFoundTitle, common.appName);
  return (
    <main className="nc-page">
      <h1 className="nc-page-title">{common.notFoundTitle}</h1>
      <p className="nc-page-intro">{common.notFoundText}</p>
      <Link to="/">{common.goHome}</Link>
    </main>
  );
}
