import { CreateLetterPage } from './create-letter-page';
import { LetterTemplatesPage } from './letter-templates-page';
import { LettersPage } from './letters-page';
import { TemplatePage } from './template-page';

const SCREENS: Record<string, () => React.JSX.Element> = {
  '/letter-templates': LetterTemplatesPage,
  '/letter-templates/:eletterId': TemplatePage,
  '/letters': LettersPage,
  '/reports/:inquiryId/letter': CreateLetterPage,
};

/**
 * The letters' screens by their route's path (see letter-screens.tsx for how they load).
 * them with one line, so the portal's first load grows by as little as it can.
 */
export function LetterPages({ path }: { path: string }) {
  const Screen = SCREENS[path] ?? LettersPage;
  return <Screen />;
}
