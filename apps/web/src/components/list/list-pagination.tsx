import TablePagination from '@mui/material/TablePagination';
import { PAGING } from '@creditdesk/contracts';

type ListPaginationProps = {
  total: number;
  /** from 1, as in the URL; a page past the end shows as the last one. */
  page: number;
  size: number;
  onPage: (page: number) => void;
  /** a new page size starts again at page 1. */
  onSize: (size: number) => void;
};

/** Paging under a list: the page sizes of portal.md §9 (10, 25, 50) and "1–10 of N". */
export function ListPagination({ total, page, size, onPage, onSize }: ListPaginationProps) {
  const lastPage = Math.max(1, Math.ceil(total / size));
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page, lastPage) - 1}
      rowsPerPage={size}
      rowsPerPageOptions={[...PAGING.pageSizeOptions]}
      onPageChange={(_, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
      labelRowsPerPage="Rows per page"
    />
  );
}
