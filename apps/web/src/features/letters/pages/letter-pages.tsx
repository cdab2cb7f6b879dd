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

/** A letters screen by its route's path (letter-screens.tsx loads this module when one is first opened). */
export function LetterPages({ path }: { path: string }) {
  const Screen = SCREENS[path] ?? LettersPage;
  return <Screen />;
}
