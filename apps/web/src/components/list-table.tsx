import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';

/**
 * The back office's list table: one header row of column headings, then the given rows. A table wider than the page
 * scrolls sideways with its last column (the row's Update and Delete) kept in view (styles.css, .list-table).
 */
export function ListTable({ headings, small = false, children }: { headings: readonly ReactNode[]; small?: boolean; children: ReactNode }) {
  return (
    <Table responsive striped hover className={small ? 'list-table align-middle small' : 'list-table align-middle'}>
      <thead>
        <tr>
          {headings.map((heading, index) => (
            <th scope="col" key={index}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}
