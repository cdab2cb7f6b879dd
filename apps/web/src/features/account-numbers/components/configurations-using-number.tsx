import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useSearchProductConfigurationsQuery } from '../../../api/product-configurations-search';
import { configurationsOfMemberHref, editHref } from '../../../lib/product-configuration-links';

const SHOWN = 5;

/** The product configurations that use an account number, by name (the search call with the number), each a link to its edit page. */
export function ConfigurationsUsingNumber({ memberNumber }: { memberNumber: string }) {
  const { customerId } = useSelector(selectAuth);
  const found = useSearchProductConfigurationsQuery({ customerId, pageNumber: 1, pageSize: SHOWN, searchValue: '', memberNumber });
  if (found.isLoading) return <Skeleton variant="text" width="60%" aria-label="Loading the configurations that use it" />;
  const page = found.data;
  if (!page || page.data.length === 0) return null;
  const more = page.totalCount - page.data.length;
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Used by:
      </Typography>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }} aria-label={`Product configurations using account number ${memberNumber}`}>
        {page.data.map((c) => (
          <li key={c.configurationId}>
            <Typography variant="body2">
              <Link component={RouterLink} to={editHref(c.configurationId)}>
                {c.configurationName}
              </Link>{' '}
              ({c.productName})
            </Typography>
          </li>
        ))}
      </ul>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Link component={RouterLink} to={configurationsOfMemberHref(memberNumber)}>
          {more > 0 ? `See all ${page.totalCount} in Product Configurations` : 'See them in Product Configurations'}
        </Link>
      </Typography>
    </>
  );
}
