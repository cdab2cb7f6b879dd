import { useUrlQuery } from '../../../lib/use-url-query';
import { type ConfigurationsQuery, readConfigurationsQuery, writeConfigurationsQuery } from '../configurations-query';

/** The list's search, filters and paging, kept in the URL's query; a new search or filter starts at page 1. */
export function useConfigurationsQuery() {
  const { query, update } = useUrlQuery(readConfigurationsQuery, writeConfigurationsQuery);
  return { query, update: (change: Partial<ConfigurationsQuery>) => update({ page: 1, ...change }) };
}
