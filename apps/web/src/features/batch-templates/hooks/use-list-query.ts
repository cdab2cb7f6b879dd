import { useSearchParams } from 'react-router';
import { type TemplateListQuery, readListQuery, writeListQuery } from '../template-links';

/** The template list's key words and paging, kept in the URL's query. */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const update = (change: Partial<TemplateListQuery>, options: { replace?: boolean } = {}) => setParams(writeListQuery({ ...query, ...change }), { replace: options.replace });
  return { query, update };
}
