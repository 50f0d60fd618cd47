import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';

/** The back office's list table: one header row of column headings, then the given rows. */
export function ListTable({ headings, small = false, children }: { headings: readonly ReactNode[]; small?: boolean; children: ReactNode }) {
  return (
    <Table responsive striped hover className={small ? 'align-middle small' : 'align-middle'}>
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
