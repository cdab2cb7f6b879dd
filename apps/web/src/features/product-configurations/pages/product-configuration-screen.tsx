import { AddProductConfigurationPage } from './add-product-configuration-page';
import { EditProductConfigurationPage } from './edit-product-configuration-page';
import { ProductConfigurationsPage } from './product-configurations-page';

/** The three product-configuration screens, each shown by its path (one lazy entry in the shell: the first-load budget). */
export function ProductConfigurationScreen({ path }: { path: string }) {
  if (path === '/product-configuration/add') return <AddProductConfigurationPage />;
  if (path === '/product-configuration/edit') return <EditProductConfigurationPage />;
  return <ProductConfigurationsPage />;
}
