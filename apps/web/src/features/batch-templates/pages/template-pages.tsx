import { AddTemplatePage } from './add-template-page';
import { EditTemplateDetailsPage } from './edit-template-details-page';
import { EditTemplatePage } from './edit-template-page';
import { TemplateListPage } from './template-list-page';

const SCREENS: Record<string, () => React.JSX.Element> = {
  '/batch/input-templates/template-list': TemplateListPage,
  '/batch/input-templates/add-template': AddTemplatePage,
  '/batch/input-templates/edit-template-details': EditTemplateDetailsPage,
  '/batch/input-templates/edit-template': EditTemplatePage,
};

/**
 * The input-template screens by their route's path, one chunk through one import: the route table
 * names them with one line, so the portal's first load grows by as little as it can.
 */
export function TemplatePage({ path }: { path: string }) {
  const Screen = SCREENS[path] ?? TemplateListPage;
  return <Screen />;
}
