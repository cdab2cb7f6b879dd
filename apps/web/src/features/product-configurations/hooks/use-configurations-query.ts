import { useSearchParams } from 'react-router';
import { type ConfigurationsQuery, readConfigurationsQuery, writeConfigurationsQuery } from '../configurations-query';

/** The list's search, filters and paging, kept in the URL's query; a new search or filter starts at page 1. */
export function useConfigurationsQuery() {
  const [params, setParams] = useSearchParams();
  const query = readConfigurationsQuery(params);
  const update = (change: Partial<ConfigurationsQuery>) => setParams(writeConfigurationsQuery({ ...query, page: 1, ...change }));
  return { query, update };
}
