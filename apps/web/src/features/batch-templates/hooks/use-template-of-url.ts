import { useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { httpStatusOf } from '../../../api/api-errors';
import { useGetTemplateQuery } from '../api';

/** The template the address names (?templateId=); another company's or a deleted one is not found. */
export function useTemplateOfUrl() {
  const [params] = useSearchParams();
  const templateId = params.get('templateId') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(templateId);
  const query = useGetTemplateQuery(valid ? templateId : skipToken);
  const notFound = !valid || (query.isError && (httpStatusOf(query.error) === 404 || httpStatusOf(query.error) === 400));
  return { templateId, template: query.data, loading: valid && query.isLoading, notFound, failed: query.isError && !notFound, retry: () => void query.refetch() };
}
