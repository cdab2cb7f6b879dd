import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { PageFrame } from '../../../components/page-frame';
import { TemplatesList } from '../components/templates-list';
import { ADD_TEMPLATE_PATH } from '../template-links';

/** /batch/input-templates/template-list: the company's input templates; create, edit, delete. */
export function TemplateListPage() {
  return (
    <PageFrame
      title="Input Templates"
      subtitle="Your own batch file layouts: each maps the columns of your export to what a product needs."
      actions={
        <Button component={RouterLink} to={ADD_TEMPLATE_PATH} variant="contained" startIcon={<AddRounded aria-hidden="true" />}>
          Create Input Template
        </Button>
      }
    >
      <TemplatesList />
    </PageFrame>
  );
}
